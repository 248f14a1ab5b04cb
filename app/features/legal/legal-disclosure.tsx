import type { ShopIdentity } from "#common/schemas/shop-identity.ts";
import { useT } from "~/lib/i18n.tsx";

/** What the legal disclosure shows: the shop's identity without its bank account (getShopIdentity). */
export type DisclosedIdentity = Omit<ShopIdentity, "bankAccountHolder" | "bankName" | "iban" | "bic">;

const LABEL = "mt-4 font-semibold";

/**
 * The mandatory part of the legal disclosure (§ 5 DDG, § 18 MStV) from the shop's identity
 * settings (docs/shop-settings.md): name and legal form, address, quick contact, register,
 * VAT id, representatives and the person responsible for the content. What a shop has not
 * got (a register, say) is left out, not shown empty.
 */
export function LegalDisclosure({ identity }: { identity: DisclosedIdentity }) {
  const t = useT();
  return (
    <section aria-labelledby="legal-disclosure-identity" className="mt-8">
      <h2 id="legal-disclosure-identity" className="text-xl font-semibold">
        {t("legal.disclosure.title")}
      </h2>
      <dl>
        <dt className={LABEL}>{t("legal.disclosure.address")}</dt>
        <dd>
          <address className="not-italic">
            {identity.companyName}
            <br />
            {identity.street}
            <br />
            {identity.zipCode} {identity.city}
            <br />
            {identity.country}
          </address>
        </dd>
        <dt className={LABEL}>{t("legal.disclosure.contact")}</dt>
        <dd>
          {t("legal.disclosure.phone")} {identity.phone}
          <br />
          {t("legal.disclosure.email")}{" "}
          <a href={`mailto:${identity.email}`} className="underline">
            {identity.email}
          </a>
        </dd>
        {identity.managingDirectors && (
          <>
            <dt className={LABEL}>{t("legal.disclosure.directors")}</dt>
            <dd>{identity.managingDirectors}</dd>
          </>
        )}
        {identity.registerNumber && (
          <>
            <dt className={LABEL}>{t("legal.disclosure.register")}</dt>
            <dd>
              {identity.registerCourt}, {identity.registerNumber}
            </dd>
          </>
        )}
        {identity.vatId && (
          <>
            <dt className={LABEL}>{t("legal.disclosure.vatId")}</dt>
            <dd>{identity.vatId}</dd>
          </>
        )}
        {identity.contentResponsible && (
          <>
            <dt className={LABEL}>{t("legal.disclosure.responsible")}</dt>
            <dd>{identity.contentResponsible}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
