import { MANUFACTURER } from "../lookups.ts";
import type { FamilySpec, Text2 } from "../types.ts";
import { model } from "./model.ts";

const CARE: Text2 = ["Mit trockenem Tuch reinigen", "Clean with a dry cloth"];
const WARRANTY: readonly [Text2, Text2] = [
  ["Garantie", "Warranty"],
  ["2 Jahre", "2 years"],
];

export const ACCESSORIES: FamilySpec[] = [
  {
    category: 31,
    shape: "cable",
    manufacturerId: MANUFACTURER.nordlicht,
    code: "CBL",
    short: [
      "Geflochtene Kabel, die nicht knicken – in Farben, die man nicht verstecken muss.",
      "Braided cables that do not kink – in colours you do not have to hide.",
    ],
    intro: [
      "Das Nylongeflecht übersteht mehr als 30.000 Biegungen, die Stecker sitzen in Aluminiumhülsen.",
      "The nylon braid survives more than 30,000 bends, and the plugs sit in aluminium housings.",
    ],
    features: [
      ["Nylongeflecht, 30.000 Biegezyklen getestet", "Nylon braid, tested for 30,000 bends"],
      ["Mit Klettband zum Aufrollen", "Hook-and-loop tie for coiling"],
    ],
    material: ["Nylon, Aluminium, Kupfer", "Nylon, aluminium, copper"],
    care: CARE,
    specs: [WARRANTY],
    techStyle: "list",
    unitCode: "MTR",
    graduated: true,
    reviewTopic: "accessories",
    keywords: ["usb-c kabel, ladekabel, geflochten", "usb-c cable, charging cable, braided"],
    models: [
      model("usb-c", ["USB-C-Kabel geflochten, 100 W", "Braided USB-C cable, 100 W"], 9.9, [1000, 10, 10], 40, {
        colours: ["black", "sand", "sage"],
        sizes: [
          { size: "m1", price: 9.9, unitContent: 1 },
          { size: "m2", price: 12.9, unitContent: 2 },
        ],
      }),
      model("hdmi", ["HDMI-Kabel 8K, 2 m", "HDMI cable 8K, 2 m"], 19.9, [2000, 10, 10], 120, {
        colours: ["black"],
        unitContent: 2,
      }),
      model(
        "speaker-cable",
        ["Lautsprecherkabel 2 × 2,5 mm², 10 m", "Speaker cable 2 × 2.5 mm², 10 m"],
        29.9,
        [10000, 10, 10],
        600,
        {
          colours: ["silver"],
          unitContent: 10,
          order: { min: 2, interval: 2 },
          note: ["Wird paarweise verkauft – ein Kabel je Lautsprecher.", "Sold in pairs – one cable per speaker."],
        },
      ),
    ],
  },
  {
    category: 31,
    shape: "charger",
    manufacturerId: MANUFACTURER.brightlink,
    code: "CHG",
    short: [
      "Ladegeräte und Adapter mit GaN-Technik – klein, kühl und schnell.",
      "Chargers and adapters with GaN technology – small, cool and fast.",
    ],
    intro: [
      "Galliumnitrid macht Netzteile kleiner und effizienter. Ein Ladegerät reicht für Laptop, Tablet und Telefon.",
      "Gallium nitride makes power adapters smaller and more efficient. One charger is enough for laptop, tablet and phone.",
    ],
    features: [
      ["USB Power Delivery 3.1", "USB Power Delivery 3.1"],
      ["Schutz vor Überhitzung und Überspannung", "Overheat and surge protection"],
    ],
    material: ["Kunststoff, GaN-Halbleiter", "Plastic, GaN semiconductors"],
    care: CARE,
    specs: [WARRANTY],
    techStyle: "list",
    reviewTopic: "accessories",
    keywords: ["ladegerät, usb-c, gan", "charger, usb-c, gan"],
    models: [
      model("gan-65", ["USB-C-Ladegerät 65 W GaN", "65 W GaN USB-C charger"], 39.9, [50, 50, 30], 110, {
        colours: ["white", "black"],
      }),
      model(
        "travel",
        ["Reiseadapter weltweit mit USB-C", "Worldwide travel adapter with USB-C"],
        24.9,
        [60, 50, 50],
        140,
        { colours: ["white"] },
      ),
      model("qi-oak", ["Ladepad kabellos Eiche", "Wireless charging pad, oak"], 44.9, [100, 12, 100], 160, {
        colours: ["oak"],
        tags: ["sustainable"],
      }),
      model(
        "power-strip",
        ["Steckdosenleiste Design, 4-fach", "Designer power strip, 4 outlets"],
        29.9,
        [300, 40, 60],
        450,
        {
          shape: "smart-plug",
          colours: ["white", "black"],
        },
      ),
    ],
  },
  {
    category: 31,
    shape: "stand",
    manufacturerId: MANUFACTURER.nordlicht,
    code: "STD",
    short: [
      "Ständer und Ladestationen, die Ordnung auf den Schreibtisch bringen.",
      "Stands and charging docks that tidy up your desk.",
    ],
    intro: [
      "Ein Platz für Telefon, Kopfhörer und Tablet: Aluminium und Holz, gewichtet, damit nichts kippt.",
      "A place for phone, headphones and tablet: aluminium and wood, weighted so nothing tips over.",
    ],
    features: [
      ["Rutschfeste Silikonfüße", "Non-slip silicone feet"],
      ["Kabelführung integriert", "Integrated cable routing"],
    ],
    material: ["Aluminium eloxiert, Walnuss", "Anodised aluminium, walnut"],
    care: CARE,
    specs: [WARRANTY],
    techStyle: "list",
    reviewTopic: "accessories",
    keywords: ["ständer, ladestation, schreibtisch", "stand, charging dock, desk"],
    models: [
      model("dock-3in1", ["Ladestation 3-in-1", "3-in-1 charging dock"], 79.9, [180, 150, 100], 420, {
        colours: ["white", "black"],
      }),
      model("tablet-stand", ["Tablet-Ständer Alu", "Aluminium tablet stand"], 39.9, [140, 160, 130], 380, {
        colours: ["silver", "anthracite"],
      }),
      model("hp-stand", ["Kopfhörer-Ständer Walnuss", "Walnut headphone stand"], 49.9, [120, 260, 120], 520, {
        colours: ["walnut"],
      }),
    ],
  },
  {
    category: 31,
    shape: "power-bank",
    manufacturerId: MANUFACTURER.brightlink,
    code: "PWR",
    short: ["Powerbanks und Etuis für unterwegs.", "Power banks and cases for the road."],
    intro: [
      "Genug Energie für zwei volle Smartphone-Ladungen und ein Etui, das Kopfhörer und Kabel zusammenhält.",
      "Enough energy for two full smartphone charges, and a case that keeps headphones and cables together.",
    ],
    features: [
      ["Zweiwege-USB-C mit 20 W", "Two-way USB-C at 20 W"],
      ["Im Handgepäck erlaubt", "Allowed in cabin luggage"],
    ],
    material: ["Aluminium, Lithium-Polymer-Akku", "Aluminium, lithium polymer battery"],
    care: CARE,
    specs: [WARRANTY],
    techStyle: "list",
    reviewTopic: "accessories",
    keywords: ["powerbank, akku, reise", "power bank, battery, travel"],
    models: [
      model("pb-10k", ["Powerbank 10.000 mAh", "Power bank 10,000 mAh"], 34.9, [70, 140, 15], 210, {
        colours: ["black", "sage"],
      }),
      model("case", ["Hartschalen-Etui für Kopfhörer", "Hard case for headphones"], 24.9, [200, 80, 180], 240, {
        shape: "earbuds",
        colours: ["anthracite"],
      }),
    ],
  },
];
