import { MANUFACTURER } from "../lookups.ts";
import type { FamilySpec, Text2 } from "../types.ts";
import { model } from "./model.ts";

const APP_SPEC: readonly [Text2, Text2] = [
  ["Steuerung", "Control"],
  ["Brightlink-App, Matter, Sprachassistenten", "Brightlink app, Matter, voice assistants"],
];
const CARE: Text2 = ["Mit trockenem Tuch reinigen", "Clean with a dry cloth"];
const WARRANTY: readonly [Text2, Text2] = [
  ["Garantie", "Warranty"],
  ["2 Jahre, Ansprechpartner in der EU", "2 years, contact within the EU"],
];

export const SMART_LIGHTING: FamilySpec[] = [
  {
    category: 29,
    parentCategory: 28,
    shape: "bulb",
    manufacturerId: MANUFACTURER.brightlink,
    code: "BLB",
    short: [
      "Smarte LED-Lampen mit 16 Millionen Farben und warmweißem Licht.",
      "Smart LED bulbs with 16 million colours and warm white light.",
    ],
    intro: [
      "Einschrauben, App öffnen, fertig: Die Lampen verbinden sich über Matter mit Ihrem Smart Home und lassen sich per Sprache, Zeitplan oder Bewegungsmelder steuern.",
      "Screw in, open the app, done: the bulbs join your smart home over Matter and respond to voice, schedules or motion sensors.",
    ],
    features: [
      ["Matter-kompatibel, keine Bridge nötig", "Matter compatible, no bridge required"],
      ["Weißtöne von 2200 bis 6500 K", "White tones from 2200 to 6500 K"],
      ["Energieeffizienzklasse F", "Energy efficiency class F"],
    ],
    material: ["Kunststoff, Aluminium", "Plastic, aluminium"],
    care: CARE,
    specs: [
      APP_SPEC,
      [
        ["Lichtstrom", "Luminous flux"],
        ["806 lm (entspricht 60 W)", "806 lm (60 W equivalent)"],
      ],
      WARRANTY,
    ],
    techStyle: "list",
    tags: ["smart"],
    graduated: true,
    reviewTopic: "smart",
    keywords: ["smarte glühbirne, e27, matter", "smart bulb, e27, matter"],
    models: [
      model(
        "bulb-e27",
        ["Brightlink Smart Bulb E27 White & Color", "Brightlink Smart Bulb E27 White & Color"],
        19.9,
        [60, 110, 60],
        70,
        { colours: ["white"] },
      ),
      model(
        "bulb-e27-3",
        ["Brightlink Smart Bulb E27, 3er-Pack", "Brightlink Smart Bulb E27, 3-pack"],
        49.9,
        [190, 110, 60],
        240,
        { colours: ["white"] },
      ),
      model(
        "filament",
        ["Brightlink Filament-Lampe E27 Smart", "Brightlink smart filament bulb E27"],
        24.9,
        [64, 140, 64],
        60,
        {
          colours: ["brass"],
          note: [
            "Sichtbare Glühfäden im klaren Glas, nur warmweiß – für offene Leuchten.",
            "Visible filaments in clear glass, warm white only – for open fittings.",
          ],
        },
      ),
      model("gu10", ["Brightlink GU10 Spot, 2er-Pack", "Brightlink GU10 spot, 2-pack"], 34.9, [50, 60, 50], 90, {
        colours: ["white"],
      }),
    ],
  },
  {
    category: 29,
    shape: "light-strip",
    manufacturerId: MANUFACTURER.brightlink,
    code: "BLS",
    short: [
      "LED-Streifen zum Kürzen, für Regale, Fernseher und Küchenzeilen.",
      "Cuttable LED strips for shelves, TVs and kitchen units.",
    ],
    intro: [
      "Der Streifen klebt hinter dem Fernseher, unter Hängeschränken oder im Regal und lässt sich alle 10 cm kürzen.",
      "Stick the strip behind the TV, under wall cabinets or in shelving, and cut it every 10 cm.",
    ],
    features: [
      ["Alle 10 cm kürzbar", "Cuttable every 10 cm"],
      ["Musik-Sync über die App", "Music sync via the app"],
    ],
    material: ["Silikon, Kupfer", "Silicone, copper"],
    care: CARE,
    specs: [APP_SPEC, WARRANTY],
    techStyle: "list",
    tags: ["smart"],
    unitCode: "MTR",
    reviewTopic: "smart",
    keywords: ["led strip, lichtband", "led strip, light strip"],
    models: [
      model("strip", ["Brightlink LED-Strip", "Brightlink LED strip"], 24.9, [2000, 3, 10], 150, {
        colours: ["white"],
        sizes: [
          { size: "m1", price: 24.9, unitContent: 1 },
          { size: "m2", price: 39.9, unitContent: 2 },
        ],
      }),
    ],
  },
  {
    category: 29,
    shape: "smart-plug",
    manufacturerId: MANUFACTURER.brightlink,
    code: "BLP",
    short: [
      "Schalter, Stecker und Bridge: das Zubehör für Ihr smartes Licht.",
      "Switches, plugs and bridge: the accessories for your smart lighting.",
    ],
    intro: [
      "Mit Zwischenstecker, Funkschalter und Bewegungsmelder wird aus einzelnen Lampen ein System, das mitdenkt.",
      "With smart plugs, wireless switches and motion sensors, single bulbs become a system that thinks ahead.",
    ],
    features: [
      ["Einrichtung in unter zwei Minuten", "Set up in under two minutes"],
      ["Funktioniert auch ohne Internet", "Works without an internet connection"],
    ],
    material: ["Kunststoff (PC, flammhemmend)", "Plastic (flame-retardant PC)"],
    care: CARE,
    specs: [APP_SPEC, WARRANTY],
    techStyle: "list",
    tags: ["smart"],
    reviewTopic: "smart",
    keywords: ["smart plug, zwischenstecker, funkschalter", "smart plug, wireless switch"],
    models: [
      model("bridge", ["Brightlink Bridge", "Brightlink Bridge"], 59.9, [90, 25, 90], 120, { colours: ["white"] }),
      model("switch", ["Brightlink Funk-Lichtschalter", "Brightlink wireless light switch"], 29.9, [86, 12, 86], 60, {
        colours: ["white", "black"],
      }),
      model("plug", ["Brightlink Smart Plug", "Brightlink smart plug"], 19.9, [55, 75, 55], 80, {
        colours: ["white"],
        tags: ["bestseller"],
      }),
      model("motion", ["Brightlink Bewegungsmelder", "Brightlink motion sensor"], 34.9, [55, 55, 35], 60, {
        colours: ["white"],
      }),
      model(
        "glow",
        ["Brightlink Smart-Tischleuchte Glow", "Brightlink Glow smart table lamp"],
        89.9,
        [200, 300, 200],
        1100,
        {
          shape: "dome-lamp",
          colours: ["white"],
        },
      ),
    ],
  },
];

export const SECURITY: FamilySpec[] = [
  {
    category: 30,
    parentCategory: 28,
    shape: "camera",
    manufacturerId: MANUFACTURER.brightlink,
    code: "BLC",
    short: [
      "Kameras für drinnen und draußen mit lokaler Speicherung – ohne Abo.",
      "Indoor and outdoor cameras with local storage – no subscription.",
    ],
    intro: [
      "Die Aufnahmen bleiben auf der microSD-Karte in der Kamera, verschlüsselt und ohne Cloud-Zwang. Privatzonen blenden Bereiche wie das Nachbargrundstück aus.",
      "Recordings stay on the microSD card in the camera, encrypted and without a mandatory cloud. Privacy zones mask areas such as the neighbour's garden.",
    ],
    features: [
      ["2K-Auflösung mit Nachtsicht", "2K resolution with night vision"],
      ["Lokale Speicherung, Ende-zu-Ende-verschlüsselt", "Local storage, end-to-end encrypted"],
      ["Privatzonen und Personenerkennung", "Privacy zones and person detection"],
    ],
    material: ["Kunststoff, Aluminium", "Plastic, aluminium"],
    care: CARE,
    specs: [APP_SPEC, WARRANTY],
    techStyle: "list",
    tags: ["smart"],
    reviewTopic: "smart",
    keywords: [
      "überwachungskamera, sicherheitskamera, ohne abo",
      "security camera, surveillance camera, no subscription",
    ],
    models: [
      model("cam-indoor", ["Brightlink Innenkamera 2K", "Brightlink indoor camera 2K"], 49.9, [70, 110, 70], 180, {
        colours: ["white", "black"],
      }),
      model("cam-outdoor", ["Brightlink Außenkamera Pro", "Brightlink outdoor camera Pro"], 129, [90, 160, 90], 420, {
        colours: ["white", "anthracite"],
        note: [
          "Wetterfest nach IP66, mit Akku oder Dauerstrom betreibbar.",
          "Weatherproof to IP66, runs on battery or mains power.",
        ],
      }),
      model("cam-baby", ["Brightlink Babyphone-Kamera", "Brightlink baby monitor camera"], 99, [80, 150, 80], 260, {
        colours: ["white"],
      }),
      model("cam-flood", ["Brightlink Flutlicht-Kamera", "Brightlink floodlight camera"], 179, [240, 200, 120], 1100, {
        colours: ["black"],
      }),
      model("doorbell", ["Brightlink Video-Türklingel", "Brightlink video doorbell"], 149, [48, 140, 25], 210, {
        shape: "doorbell",
        colours: ["black", "silver"],
      }),
    ],
  },
  {
    category: 30,
    shape: "smart-plug",
    manufacturerId: MANUFACTURER.brightlink,
    code: "BLA",
    short: [
      "Sensoren und Alarmanlage zum Selbsteinbau, ohne Bohren.",
      "Sensors and a DIY alarm system, no drilling required.",
    ],
    intro: [
      "Tür- und Fenstersensoren, Rauchmelder und eine Sirene mit 105 dB – alles kabellos und in wenigen Minuten angebracht.",
      "Door and window sensors, smoke alarms and a 105 dB siren – all wireless and fitted in minutes.",
    ],
    features: [
      ["Batterielaufzeit bis zu 2 Jahre", "Battery life up to 2 years"],
      ["Klebepads im Lieferumfang", "Adhesive pads included"],
    ],
    material: ["Kunststoff", "Plastic"],
    care: CARE,
    specs: [APP_SPEC, WARRANTY],
    techStyle: "list",
    tags: ["smart"],
    graduated: true,
    reviewTopic: "smart",
    keywords: ["alarmanlage, türsensor, rauchmelder", "alarm system, door sensor, smoke alarm"],
    models: [
      model(
        "sensors",
        ["Brightlink Tür- und Fenstersensor, 4er-Set", "Brightlink door and window sensor, 4-pack"],
        59.9,
        [40, 70, 15],
        160,
        { colours: ["white"] },
      ),
      model(
        "alarm-kit",
        ["Brightlink Alarmanlage Starterset", "Brightlink alarm starter kit"],
        199,
        [300, 200, 100],
        1400,
        { colours: ["white"] },
      ),
      model("smoke", ["Brightlink Rauchmelder smart", "Brightlink smart smoke alarm"], 39.9, [110, 45, 110], 180, {
        colours: ["white"],
      }),
    ],
  },
];
