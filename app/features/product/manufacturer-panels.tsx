import { LOCALE_TAGS } from "#common/constants.ts";
import type { ProductManufacturer, ProductVariation } from "#server/modules/catalog/product-types.ts";
import { useT } from "~/lib/i18n.tsx";
import { useRootData } from "~/lib/root-data.ts";

type Party = {
  name: string;
  street: string;
  postcode: string;
  city: string;
  countryCode: string;
  email: string;
  url?: string;
};

function Address({ party }: { party: Party }) {
  const t = useT();
  const { locale } = useRootData();
  const country = party.countryCode
    ? (new Intl.DisplayNames([LOCALE_TAGS[locale]], { type: "region" }).of(party.countryCode) ?? party.countryCode)
    : "";
  return (
    <address className="not-italic">
      <p className="font-semibold">{party.name}</p>
      {party.street && <p>{party.street}</p>}
      {(party.postcode || party.city) && <p>{[party.postcode, party.city].filter(Boolean).join(" ")}</p>}
      {country && <p>{country}</p>}
      {party.email && (
        <p>
          {t("product.email")}:{" "}
          <a href={`mailto:${party.email}`} className="underline underline-offset-2">
            {party.email}
          </a>
        </p>
      )}
      {party.url && (
        <p>
          {t("product.website")}:{" "}
          <a href={party.url} rel="noopener noreferrer" className="underline underline-offset-2">
            {party.url.replace(/^https?:\/\//, "")}
          </a>
        </p>
      )}
    </address>
  );
}

function ResponsiblePerson({ manufacturer }: { manufacturer: ProductManufacturer }) {
  const t = useT();
  return (
    <div>
      <h2 className="font-semibold">{t("product.responsiblePerson")}</h2>
      {manufacturer.responsiblePerson ? (
        <div className="mt-1">
          <Address party={manufacturer.responsiblePerson} />
        </div>
      ) : (
        <p className="mt-1 text-neutral-800">{t("product.manufacturerInEu")}</p>
      )}
    </div>
  );
}

/** Manufacturer name, address and contact, and the EU responsible person. */
export function ManufacturerPanel({ manufacturer }: { manufacturer: ProductManufacturer | null }) {
  const t = useT();
  if (!manufacturer) return <p className="text-neutral-700">{t("product.noManufacturer")}</p>;
  return (
    <div className="grid max-w-3xl gap-6 sm:grid-cols-2">
      <div>
        <h2 className="font-semibold">{t("product.manufacturer")}</h2>
        <div className="mt-1">
          <Address party={manufacturer} />
        </div>
      </div>
      <ResponsiblePerson manufacturer={manufacturer} />
    </div>
  );
}

/** What the EU General Product Safety Regulation asks a shop to show: who made it, who answers for it in the EU, which product it is. */
export function LegalPanel({
  manufacturer,
  variation,
}: {
  manufacturer: ProductManufacturer | null;
  variation: ProductVariation;
}) {
  const t = useT();
  return (
    <div className="max-w-3xl space-y-6">
      <p>{t("product.gpsrIntro")}</p>
      <div className="grid gap-6 sm:grid-cols-2">
        <div>
          <h2 className="font-semibold">{t("product.manufacturerContact")}</h2>
          <div className="mt-1">
            {manufacturer ? <Address party={manufacturer} /> : <p>{t("product.noManufacturer")}</p>}
          </div>
        </div>
        {manufacturer && <ResponsiblePerson manufacturer={manufacturer} />}
      </div>
      <div>
        <h2 className="font-semibold">{t("product.productIdentification")}</h2>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 text-sm">
          <dt className="font-semibold">{t("product.itemNumber")}</dt>
          <dd>{variation.number}</dd>
          {variation.gtin && (
            <>
              <dt className="font-semibold">{t("product.gtin")}</dt>
              <dd>{variation.gtin}</dd>
            </>
          )}
          {variation.mpn && (
            <>
              <dt className="font-semibold">{t("product.mpn")}</dt>
              <dd>{variation.mpn}</dd>
            </>
          )}
        </dl>
      </div>
    </div>
  );
}
