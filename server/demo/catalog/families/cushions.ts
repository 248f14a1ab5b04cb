import { MANUFACTURER } from "../lookups.ts";
import { PROPERTY } from "../order-properties.ts";
import type { FamilySpec, SizeOption, Text2 } from "../types.ts";
import { model } from "./model.ts";

const CUSHION_SIZES: readonly SizeOption[] = [
  { size: "c40", price: 24.9 },
  { size: "c50", price: 29.9 },
];

const WASH_40: Text2 = ["Bei 40 °C waschbar, nicht im Trockner", "Machine wash at 40 °C, do not tumble dry"];

export const CUSHIONS: FamilySpec[] = [
  {
    category: 19,
    parentCategory: 18,
    shape: "cushion",
    manufacturerId: MANUFACTURER.linnea,
    code: "LIN",
    short: [
      "Kissenhüllen aus stonewashed Leinen mit verdecktem Reißverschluss.",
      "Stonewashed linen cushion covers with a hidden zip.",
    ],
    intro: [
      "Leinen aus Europa, in Schweden gewebt und gewaschen, bis es weich fällt. Die Hüllen werden mit jeder Wäsche schöner.",
      "European linen, woven in Sweden and washed until it drapes softly. The covers get better with every wash.",
    ],
    features: [
      ["100 % Leinen, OEKO-TEX® zertifiziert", "100% linen, OEKO-TEX® certified"],
      ["Verdeckter Reißverschluss", "Hidden zip"],
      ["Ohne Füllung – passende Inlets im Sortiment", "Without filling – matching inserts available"],
    ],
    material: ["100 % Leinen", "100% linen"],
    care: WASH_40,
    sizes: CUSHION_SIZES,
    graduated: true,
    tags: ["sustainable"],
    reviewTopic: "textiles",
    keywords: ["kissenhülle, leinen, kissen", "cushion cover, linen, cushion"],
    models: [
      model("lina", ["Kissenhülle Lina Leinen", "Lina linen cushion cover"], 24.9, [500, 500, 10], 180, {
        colours: ["sage", "sand", "terracotta", "cream"],
      }),
      model("lia", ["Nackenrolle Lia", "Lia bolster"], 27.9, [500, 300, 300], 420, {
        colours: ["sand", "rose"],
        sizes: [{ size: "c30x50", price: 27.9 }],
      }),
      model("maren", ["Strickkissen Maren", "Maren knitted cushion"], 39.9, [500, 500, 120], 650, {
        colours: ["cream", "lightgrey"],
        sizes: [{ size: "c50", price: 39.9 }],
        note: [
          "Grobes Zopfmuster aus Merinowolle, inklusive Federfüllung.",
          "Chunky cable knit in merino wool, feather insert included.",
        ],
      }),
    ],
  },
  {
    category: 19,
    shape: "cushion",
    manufacturerId: MANUFACTURER.nordlicht,
    code: "VER",
    short: [
      "Dekokissen aus Samt und Bouclé, mit Füllung geliefert.",
      "Velvet and bouclé cushions, delivered with filling.",
    ],
    intro: [
      "Ein paar Kissen verändern ein Sofa mehr als jedes andere Accessoire. Unsere Samt- und Bouclé-Kissen kommen fertig gefüllt und formstabil.",
      "A few cushions change a sofa more than any other accessory. Our velvet and bouclé cushions arrive filled and hold their shape.",
    ],
    features: [
      ["Inklusive Füllung aus recycelter Faser", "Filling of recycled fibre included"],
      ["Paspelierte Kanten", "Piped edges"],
    ],
    material: ["Baumwollsamt bzw. Bouclé (Wolle/Polyester)", "Cotton velvet or bouclé (wool/polyester)"],
    care: ["Hülle chemisch reinigen", "Dry clean the cover"],
    sizes: [
      { size: "c40", price: 34.9 },
      { size: "c50", price: 39.9 },
    ],
    reviewTopic: "textiles",
    keywords: ["samtkissen, dekokissen, bouclé", "velvet cushion, decorative cushion, boucle"],
    models: [
      model("vera", ["Samtkissen Vera", "Vera velvet cushion"], 34.9, [500, 500, 150], 700, {
        colours: ["midnight", "forest", "rose", "ochre"],
      }),
      model("wolke", ["Bouclé-Kissen Wolke", "Wolke bouclé cushion"], 44.9, [500, 500, 150], 750, {
        colours: ["cream", "sand"],
        sizes: [{ size: "c50", price: 44.9 }],
      }),
      model("sol", ["Outdoor-Kissen Sol", "Sol outdoor cushion"], 29.9, [500, 500, 150], 600, {
        colours: ["ochre", "sage", "terracotta"],
        sizes: [{ size: "c50", price: 29.9 }],
        note: [
          "Wasser- und UV-beständiges Gewebe für Balkon und Terrasse.",
          "Water- and UV-resistant fabric for balcony and terrace.",
        ],
      }),
      model("tatami", ["Sitzkissen Tatami", "Tatami seat cushion"], 22.9, [400, 400, 60], 500, {
        colours: ["anthracite", "sand"],
        sizes: [{ size: "c40", price: 22.9 }],
      }),
    ],
  },
  {
    category: 19,
    shape: "cushion",
    manufacturerId: MANUFACTURER.linnea,
    code: "EMM",
    short: [
      "Personalisierte Kissen: mit gesticktem Monogramm oder Ihrem eigenen Motiv.",
      "Personalised cushions: with an embroidered monogram or your own design.",
    ],
    intro: [
      "Ein Geschenk, das bleibt: Wir sticken Ihre Initialen in der Garnfarbe Ihrer Wahl oder drucken Ihr eigenes Motiv auf Bio-Baumwolle.",
      "A gift that lasts: we embroider your initials in the thread colour of your choice or print your own design on organic cotton.",
    ],
    features: [
      ["In unserer Werkstatt in Borås gestickt", "Embroidered in our workshop in Borås"],
      ["Bio-Baumwolle, GOTS-zertifiziert", "Organic cotton, GOTS certified"],
      ["Von Umtausch ausgeschlossen, da personalisiert", "Personalised, therefore not returnable"],
    ],
    material: ["100 % Bio-Baumwolle", "100% organic cotton"],
    care: WASH_40,
    colours: ["cream"],
    sizes: [{ size: "c40", price: 39.9 }],
    tags: ["handmade"],
    reviewTopic: "textiles",
    keywords: ["monogramm, kissen personalisiert, geschenk", "monogram, personalised cushion, gift"],
    models: [
      model("emma", ["Kissen Emma mit Monogramm", "Emma monogram cushion"], 39.9, [400, 400, 120], 450, {
        orderProperties: [
          PROPERTY.initials,
          PROPERTY.threadColour,
          PROPERTY.font,
          PROPERTY.giftMessage,
          PROPERTY.giftWrap,
        ],
      }),
      model(
        "foto",
        ["Fotokissen mit eigenem Motiv", "Photo cushion with your own design"],
        44.9,
        [400, 400, 120],
        450,
        {
          colours: ["white"],
          orderProperties: [PROPERTY.ownDesign, PROPERTY.giftMessage, PROPERTY.giftWrap],
        },
      ),
    ],
  },
  {
    category: 19,
    shape: "cushion",
    manufacturerId: MANUFACTURER.linnea,
    code: "INL",
    short: ["Kissenfüllungen mit Daunen und Federn, Klasse 1.", "Cushion inserts with down and feathers, class 1."],
    intro: [
      "Die richtige Füllung macht aus einer Hülle ein Kissen. Unsere Inlets sind etwas größer als die Hüllen, damit sie prall sitzen.",
      "The right insert turns a cover into a cushion. Ours are slightly larger than the covers so they sit plump.",
    ],
    features: [
      ["30 % Daunen, 70 % Federn", "30% down, 70% feathers"],
      ["Downpass-zertifiziert", "Downpass certified"],
    ],
    material: ["Hülle Baumwolle, Füllung Daunen und Federn", "Cotton casing, down and feather filling"],
    care: ["Bei 60 °C waschbar, im Trockner trocknen", "Wash at 60 °C, tumble dry"],
    colours: ["white"],
    sizes: [
      { size: "c40", price: 14.9 },
      { size: "c50", price: 19.9 },
      { size: "c60", price: 24.9 },
    ],
    graduated: true,
    reviewTopic: "textiles",
    keywords: ["kissenfüllung, inlett, daunen", "cushion insert, down"],
    models: [model("inlet", ["Kissenfüllung Daune", "Down cushion insert"], 14.9, [500, 500, 150], 500)],
  },
];
