import type { Locale } from "#common/constants.ts";
import { section, type Section } from "./section.ts";

/** Impressum / legal disclosure: only what follows the identity the page renders from settings: the sample text (../info-page-samples.ts). */
export const LEGAL_DISCLOSURE: Record<Locale, Section[]> = {
  de: [
    section(
      "Verbraucherstreitbeilegung",
      '<p>Die Plattform der EU-Kommission zur Online-Streitbeilegung (OS-Plattform, <a href="https://ec.europa.eu/consumers/odr">https://ec.europa.eu/consumers/odr</a>) wurde am 20. Juli 2025 eingestellt.</p>',
      '<p>Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 Verbraucherstreitbeilegungsgesetz, VSBG). Bei Fragen und Problemen erreichen Sie uns direkt über das <a href="/contact">Kontaktformular</a>.</p>',
    ),
    section(
      "Haftung für Inhalte",
      "<p>Wir erstellen die Inhalte dieses Shops mit Sorgfalt. Für ihre Richtigkeit, Vollständigkeit und Aktualität übernehmen wir jedoch keine Gewähr, soweit gesetzlich zulässig. Als Diensteanbieter sind wir nach den allgemeinen Gesetzen für eigene Inhalte verantwortlich. Wir sind nicht verpflichtet, übermittelte oder gespeicherte fremde Informationen zu überwachen oder nach Umständen zu forschen, die auf eine rechtswidrige Tätigkeit hinweisen. Sobald wir von einer Rechtsverletzung Kenntnis erlangen, entfernen wir den betreffenden Inhalt umgehend.</p>",
    ),
    section(
      "Haftung für Links",
      "<p>Unser Shop enthält Links zu Websites Dritter, auf deren Inhalte wir keinen Einfluss haben. Für diese Inhalte ist stets der jeweilige Anbieter oder Betreiber verantwortlich. Zum Zeitpunkt der Verlinkung waren keine Rechtsverstöße erkennbar. Eine ständige Kontrolle der verlinkten Seiten ist ohne konkrete Anhaltspunkte einer Rechtsverletzung nicht zumutbar. Wird uns eine Rechtsverletzung bekannt, entfernen wir den Link umgehend.</p>",
    ),
    section(
      "Urheberrecht",
      "<p>Texte, Bilder, Grafiken und die Gestaltung dieses Shops unterliegen dem deutschen Urheberrecht. Vervielfältigung, Bearbeitung, Verbreitung und jede Verwertung außerhalb der Grenzen des Urheberrechts bedürfen der vorherigen schriftlichen Zustimmung von {{shop.name}} beziehungsweise der jeweiligen Rechteinhaber. Produktbilder und Markenzeichen der Hersteller sind deren Eigentum. Sollten Sie auf eine Urheberrechtsverletzung aufmerksam werden, bitten wir um einen Hinweis an {{shop.email}}.</p>",
    ),
  ],
  en: [
    section(
      "Consumer dispute resolution",
      '<p>The European Commission’s online dispute resolution platform (ODR platform, <a href="https://ec.europa.eu/consumers/odr">https://ec.europa.eu/consumers/odr</a>) was discontinued on 20 July 2025.</p>',
      '<p>We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board (section 36 of the German Consumer Dispute Resolution Act, VSBG). If you have questions or problems, please contact us directly using the <a href="/en/contact">contact form</a>.</p>',
    ),
    section(
      "Liability for content",
      "<p>We create the content of this shop with care. However, to the extent permitted by law, we accept no liability for its accuracy, completeness or timeliness. As a service provider we are responsible for our own content under the general laws. We are not obliged to monitor third-party information transmitted or stored or to look for circumstances indicating illegal activity. As soon as we become aware of an infringement, we remove the content concerned without delay.</p>",
    ),
    section(
      "Liability for links",
      "<p>Our shop contains links to third-party websites whose content we cannot influence. The respective provider or operator is always responsible for that content. No infringements were apparent at the time the links were set. Permanent monitoring of linked pages is not reasonable without concrete indications of an infringement. If we become aware of an infringement, we remove the link without delay.</p>",
    ),
    section(
      "Copyright",
      "<p>The texts, images, graphics and design of this shop are subject to German copyright law. Reproduction, editing, distribution and any use beyond the limits of copyright law require the prior written consent of {{shop.name}} or of the respective rights holder. Manufacturers’ product images and trademarks are their property. If you notice a copyright infringement, please let us know at {{shop.email}}.</p>",
    ),
  ],
};
