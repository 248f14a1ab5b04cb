import type { ReviewPool } from "./review-pool.ts";

export const REVIEWS_EN: ReviewPool = {
  authors: [
    "Emma W.",
    "James T.",
    "Sophie L.",
    "Daniel R.",
    "Olivia M.",
    "Ben C.",
    "Hannah P.",
    "Liam O.",
    "Chloe",
    "Sam",
    "Priya N.",
    "Tom & Kate",
  ],
  titles: {
    positive: [
      "Really happy with it",
      "Exactly as described",
      "Highly recommended",
      "Great quality",
      "Would buy again",
      "Even nicer in person",
      "Love it!",
    ],
    mixed: ["Good, not perfect", "Decent", "It's okay", "A few small issues", "Fair for the price"],
    negative: ["Disappointed", "Would not recommend", "Poor quality", "Sent it back", "Expected more"],
  },
  topics: {
    furniture: {
      positive: [
        "Really comfortable – not too soft, not too firm.",
        "Solidly built, nothing wobbles.",
        "The fabric feels lovely and the colour is even nicer in real life.",
        "Assembly took half an hour and the instructions were clear.",
        "It has been in our living room for three months and still looks brand new.",
      ],
      mixed: [
        "Looks beautiful, but the seat is firmer than I expected.",
        "The colour looks a bit greyer in our room than in the photos.",
        "One leg had a small scratch, otherwise well made.",
      ],
      negative: [
        "The cushions went flat within weeks.",
        "A seam on the cover has already come apart.",
        "Wobbles even though I assembled it correctly.",
      ],
    },
    lighting: {
      positive: [
        "The light is warm and glare-free.",
        "The dimmer is smooth with no flicker.",
        "A real statement piece – every guest asks about it.",
        "Stable and easy to adjust.",
      ],
      mixed: [
        "Nice lamp, but the cable could be longer.",
        "No bulb included, which I would have liked.",
        "The shade sits a bit loosely.",
      ],
      negative: ["The switch broke after two weeks.", "Far too dim for a reading lamp.", "The base arrived cracked."],
    },
    textiles: {
      positive: [
        "Soft fabric, and even nicer after the first wash.",
        "The colour goes perfectly with our sofa.",
        "So cosy – it is on the sofa every evening.",
        "Neat seams and a well-hidden zip.",
      ],
      mixed: [
        "A little smaller than expected and shrank slightly in the wash.",
        "Lovely colour, but it sheds a bit at first.",
        "For the price I expected a denser fabric.",
      ],
      negative: [
        "Completely misshapen after the first wash.",
        "Unfortunately very scratchy.",
        "The colour ran in the wash.",
      ],
    },
    kitchen: {
      positive: [
        "Heats evenly and nothing sticks.",
        "Feels great in the hand and is seriously sharp.",
        "Easy to clean and looks smart on the hob.",
        "Works perfectly on our induction hob.",
      ],
      mixed: [
        "Good quality but quite heavy.",
        "The handles get hotter than I expected.",
        "Does the job, but the coating is delicate.",
      ],
      negative: [
        "The base warped after a short time.",
        "Rust spots after the first dishwasher run.",
        "Went blunt within a few weeks.",
      ],
    },
    audio: {
      positive: [
        "Clear, balanced sound, even at low volume.",
        "The noise cancelling is a lifesaver on the train.",
        "The battery easily lasts a week of commuting.",
        "Paired with my phone instantly.",
      ],
      mixed: [
        "Sounds good, but the headband pinches after two hours.",
        "The app is clunky, the sound is great.",
        "Could use a bit more bass.",
      ],
      negative: ["The connection keeps dropping.", "One earbud stopped charging.", "Audible hiss."],
    },
    smart: {
      positive: [
        "Set up in two minutes and found by the app straight away.",
        "Works reliably with our voice assistant.",
        "Surprisingly sharp picture at night.",
        "The automations work exactly as I wanted.",
      ],
      mixed: [
        "Works, but the app sometimes takes a few seconds.",
        "Setup was fine, the manual could be more detailed.",
        "Nice colours, the white is a bit cool.",
      ],
      negative: [
        "Keeps dropping off the Wi-Fi.",
        "Unreachable after an update.",
        "Motion detection triggers constantly for no reason.",
      ],
    },
    accessories: {
      positive: [
        "Well made and charges fast.",
        "Exactly what my desk was missing.",
        "The cable is tough and does not kink.",
        "Small, light and fits in any bag.",
      ],
      mixed: ["Works, but gets quite warm while charging.", "A bit bigger than I thought.", "Good, but pricey."],
      negative: [
        "Only charges if I wiggle the plug.",
        "Stopped working after a month.",
        "The coating is already peeling.",
      ],
    },
  },
  service: {
    positive: [
      "Arrived sooner than promised and very well packed.",
      "Customer service answered my questions kindly.",
      "Almost plastic-free packaging, which I appreciate.",
    ],
    mixed: ["Delivery took a little longer than stated.", "The box was dented, luckily the contents were fine."],
    negative: ["It took a week to get a reply to my email.", "Delivery was two weeks late."],
  },
  closers: {
    positive: ["Highly recommend!", "We love it.", "Will shop here again.", "Five stars."],
    mixed: ["Fine overall.", "Okay for the price.", "Let's see how it holds up."],
    negative: ["Shame.", "Not acceptable at this price.", "I returned it."],
  },
  replies: {
    positive: ["Thank you so much for your lovely review – enjoy! The Nordlicht Team"],
    mixed: ["Thanks for your honest feedback, we have passed it on to our product team. The Nordlicht Team"],
    negative: [
      "We are very sorry to hear this. Please contact service@nordlicht-home.example and we will put it right. The Nordlicht Team",
      "Thank you for letting us know. We have sent you a free replacement and are checking the batch. The Nordlicht Team",
    ],
  },
};
