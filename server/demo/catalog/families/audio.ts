import { MANUFACTURER } from "../lookups.ts";
import type { FamilySpec, Text2 } from "../types.ts";
import { model } from "./model.ts";

const WARRANTY: readonly [Text2, Text2] = [
  ["Garantie", "Warranty"],
  ["2 Jahre Herstellergarantie", "2-year manufacturer's warranty"],
];
const ELECTRONICS_CARE: Text2 = ["Mit trockenem Mikrofasertuch reinigen", "Clean with a dry microfibre cloth"];

export const HEADPHONES: FamilySpec[] = [
  {
    category: 26,
    parentCategory: 25,
    shape: "headphones",
    manufacturerId: MANUFACTURER.klangwerk,
    code: "KWH",
    short: [
      "Over-Ear-Kopfhörer mit aktiver Geräuschunterdrückung und 40 Stunden Akku.",
      "Over-ear headphones with active noise cancelling and 40-hour battery.",
    ],
    intro: [
      "Klangwerk stimmt seine Kopfhörer in Wien ab – neutral, detailreich und ohne übertriebenen Bass. Die Geräuschunterdrückung passt sich automatisch der Umgebung an.",
      "Klangwerk tunes its headphones in Vienna – neutral, detailed and without exaggerated bass. Noise cancelling adapts automatically to your surroundings.",
    ],
    features: [
      ["Adaptive Geräuschunterdrückung (ANC)", "Adaptive noise cancelling (ANC)"],
      ["Bluetooth 5.3 mit LDAC und AAC", "Bluetooth 5.3 with LDAC and AAC"],
      ["Multipoint: zwei Geräte gleichzeitig", "Multipoint: two devices at once"],
      ["Ohrpolster austauschbar", "Replaceable ear pads"],
    ],
    material: ["Aluminium, Protein-Lederimitat, Memory-Schaum", "Aluminium, protein leatherette, memory foam"],
    care: ELECTRONICS_CARE,
    specs: [
      [
        ["Akkulaufzeit", "Battery life"],
        ["bis 40 h (ANC an: 30 h)", "up to 40 h (ANC on: 30 h)"],
      ],
      [
        ["Laden", "Charging"],
        ["USB-C, 10 min für 5 h", "USB-C, 10 min for 5 h"],
      ],
      WARRANTY,
    ],
    techStyle: "list",
    reviewTopic: "audio",
    keywords: ["kopfhörer, noise cancelling, bluetooth", "headphones, noise cancelling, bluetooth"],
    models: [
      model("anc-700", ["Klangwerk ANC 700 Over-Ear", "Klangwerk ANC 700 over-ear"], 299, [170, 200, 80], 265, {
        colours: ["black", "silver", "midnight"],
        tags: ["bestseller"],
      }),
      model("anc-900", ["Klangwerk ANC 900 Pro Over-Ear", "Klangwerk ANC 900 Pro over-ear"], 349, [170, 205, 85], 280, {
        colours: ["black", "sand"],
        note: [
          "Das Pro-Modell bringt räumlichen Klang mit Head-Tracking und ein Etui aus recyceltem Filz mit.",
          "The Pro model adds spatial audio with head tracking and a recycled felt case.",
        ],
      }),
      model("studio-on", ["Klangwerk Studio On-Ear", "Klangwerk Studio on-ear"], 149, [160, 180, 60], 190, {
        colours: ["black", "white"],
      }),
      model(
        "walnut-edition",
        ["Klangwerk Over-Ear Walnuss-Edition", "Klangwerk over-ear walnut edition"],
        249,
        [170, 200, 80],
        300,
        {
          colours: ["walnut"],
          tags: ["limited"],
        },
      ),
      model("kids", ["Kinderkopfhörer Klangwerk Mini", "Klangwerk Mini kids' headphones"], 59, [150, 170, 60], 150, {
        colours: ["rose", "sage", "midnight"],
        note: [
          "Lautstärke auf 85 dB begrenzt, biegsamer Bügel, der auch einen Sturz übersteht.",
          "Volume limited to 85 dB, with a flexible headband that survives a fall.",
        ],
      }),
    ],
  },
  {
    category: 26,
    shape: "earbuds",
    manufacturerId: MANUFACTURER.harbor,
    code: "HBE",
    short: [
      "Kabellose In-Ears mit Ladecase, wasserfest nach IPX4.",
      "True wireless earbuds with charging case, IPX4 water resistant.",
    ],
    intro: [
      "Harbor Sound kommt aus Portland und baut Kopfhörer für unterwegs: leicht, robust und mit einem Klang, der auch in der U-Bahn trägt.",
      "Harbor Sound is from Portland and builds headphones for life on the go: light, tough and with a sound that carries even on the subway.",
    ],
    features: [
      ["Bis zu 28 Stunden mit Ladecase", "Up to 28 hours with the case"],
      ["Kabelloses Laden (Qi)", "Wireless charging (Qi)"],
      ["Drei Größen Ohrpassstücke", "Three sizes of ear tips"],
    ],
    material: ["Kunststoff (50 % recycelt), Silikon", "Plastic (50% recycled), silicone"],
    care: ELECTRONICS_CARE,
    specs: [
      [
        ["Schutzklasse", "Protection"],
        ["IPX4", "IPX4"],
      ],
      WARRANTY,
    ],
    techStyle: "list",
    reviewTopic: "audio",
    keywords: ["in-ear, true wireless, earbuds", "in-ear, true wireless, earbuds"],
    models: [
      model("buds", ["Harbor True Wireless Buds", "Harbor True Wireless Buds"], 129, [60, 50, 30], 55, {
        colours: ["black", "white"],
      }),
      model("sport-buds", ["Harbor Sport Buds", "Harbor Sport Buds"], 89, [65, 50, 30], 60, {
        colours: ["black", "ochre"],
      }),
      model("in-ear-pro", ["Klangwerk In-Ear Pro", "Klangwerk In-Ear Pro"], 199, [60, 50, 30], 58, {
        colours: ["black", "silver"],
      }),
      model("studio-hp1", ["Harbor Studio HP-1 kabelgebunden", "Harbor Studio HP-1 wired"], 179, [180, 200, 90], 320, {
        shape: "headphones",
        colours: ["black"],
        note: [
          "Offene Bauweise und 3-m-Kabel für Studio und Heimhören.",
          "Open-back design and a 3 m cable for studio and home listening.",
        ],
      }),
    ],
  },
];

export const SPEAKERS: FamilySpec[] = [
  {
    category: 27,
    parentCategory: 25,
    shape: "portable-speaker",
    manufacturerId: MANUFACTURER.harbor,
    code: "HBB",
    short: [
      "Bluetooth-Lautsprecher für drinnen und draußen, wasserdicht nach IP67.",
      "Bluetooth speakers for indoors and out, waterproof to IP67.",
    ],
    intro: [
      "Der Boom schwimmt, übersteht Sand und Stürze und spielt 20 Stunden am Stück. Zwei Geräte lassen sich zu einem Stereopaar koppeln.",
      "The Boom floats, survives sand and drops and plays for 20 hours straight. Pair two for stereo.",
    ],
    features: [
      ["Wasserdicht nach IP67", "IP67 waterproof"],
      ["Stereo-Kopplung zweier Lautsprecher", "Stereo pairing of two speakers"],
      ["USB-C, kann Smartphones laden", "USB-C, can charge your phone"],
    ],
    material: ["Stoffbezug aus recyceltem PET, Silikon", "Recycled PET fabric, silicone"],
    care: ELECTRONICS_CARE,
    specs: [
      [
        ["Akkulaufzeit", "Battery life"],
        ["bis 20 h", "up to 20 h"],
      ],
      WARRANTY,
    ],
    techStyle: "list",
    reviewTopic: "audio",
    keywords: ["bluetooth lautsprecher, outdoor, wasserdicht", "bluetooth speaker, outdoor, waterproof"],
    models: [
      model("boom", ["Harbor Boom", "Harbor Boom"], 129, [220, 90, 90], 700, {
        colours: ["anthracite", "sage", "terracotta", "midnight"],
        tags: ["bestseller"],
      }),
      model("boom-mini", ["Harbor Boom Mini", "Harbor Boom Mini"], 69, [150, 70, 70], 350, {
        colours: ["black", "rose", "ochre"],
      }),
      model("trail", ["Harbor Trail Outdoor-Lautsprecher", "Harbor Trail outdoor speaker"], 159, [250, 110, 110], 950, {
        colours: ["forest", "black"],
      }),
    ],
  },
  {
    category: 27,
    shape: "speaker",
    manufacturerId: MANUFACTURER.klangwerk,
    code: "KWS",
    short: [
      "Regal- und Aktivlautsprecher mit Holzgehäuse, abgestimmt in Wien.",
      "Bookshelf and active speakers in wooden cabinets, tuned in Vienna.",
    ],
    intro: [
      "Echtholzgehäuse, Kevlar-Tieftöner und eine Seidenkalotte: Die Lautsprecher von Klangwerk klingen warm und lassen sich auch leise gut hören.",
      "Real-wood cabinets, Kevlar woofers and a silk-dome tweeter: Klangwerk speakers sound warm and stay enjoyable at low volume.",
    ],
    features: [
      ["Gehäuse aus Echtholzfurnier", "Real wood veneer cabinets"],
      ["HDMI eARC, optisch, Bluetooth und WLAN", "HDMI eARC, optical, Bluetooth and Wi-Fi"],
      ["Raumkorrektur per App", "Room correction via app"],
    ],
    material: ["MDF mit Echtholzfurnier, Stoffbespannung", "MDF with real wood veneer, fabric grille"],
    care: ELECTRONICS_CARE,
    specs: [WARRANTY],
    techStyle: "list",
    reviewTopic: "audio",
    keywords: ["regallautsprecher, aktivlautsprecher, hifi", "bookshelf speakers, active speakers, hi-fi"],
    models: [
      model(
        "b2",
        ["Klangwerk Regallautsprecher B2 (Paar)", "Klangwerk B2 bookshelf speakers (pair)"],
        499,
        [180, 300, 250],
        9800,
        { colours: ["walnut", "black", "white"] },
      ),
      model("a4", ["Klangwerk Aktivlautsprecher A4", "Klangwerk A4 active speaker"], 349, [160, 260, 220], 4200, {
        colours: ["white", "black"],
      }),
      model(
        "t8",
        ["Klangwerk Standlautsprecher T8", "Klangwerk T8 floorstanding speaker"],
        1190,
        [220, 1000, 300],
        21000,
        { colours: ["walnut", "black"] },
      ),
      model("home", ["Harbor Home Smart Speaker", "Harbor Home smart speaker"], 99, [120, 180, 120], 900, {
        colours: ["lightgrey", "anthracite"],
        tags: ["smart"],
      }),
      model("s5", ["Klangwerk Soundbar S5", "Klangwerk S5 soundbar"], 449, [1000, 70, 110], 3900, {
        shape: "soundbar",
        colours: ["black"],
      }),
      model("s3", ["Klangwerk Soundbar S3", "Klangwerk S3 soundbar"], 279, [800, 65, 100], 2900, {
        shape: "soundbar",
        colours: ["black", "white"],
      }),
    ],
  },
];
