import type { OrderDocumentView } from "#server/modules/order/order-view.ts";
import { useT } from "~/lib/i18n.tsx";

/**
 * The order's PDFs (confirmation, invoice) as download links; only the full order view has
 * them. Documents still being rendered by the document worker are announced, not listed.
 */
export function OrderDocuments({ documents, pending }: { documents: OrderDocumentView[]; pending: boolean }) {
  const t = useT();
  if (documents.length === 0 && !pending) return null;
  return (
    <section aria-labelledby="order-documents-heading" className="mt-10">
      <h2 id="order-documents-heading" className="text-xl font-semibold">
        {t("documents.list.heading")}
      </h2>
      {documents.length > 0 && (
        <ul className="mt-2 space-y-1">
          {documents.map((document) => (
            <li key={document.id}>
              {/* A plain link: the file comes from the server route, not from the app's router. */}
              <a href={document.url} download className="text-primary-800 underline">
                {t("documents.list.download", {
                  title: t(`documents.types.${document.type}`),
                  number: document.number,
                })}
              </a>
            </li>
          ))}
        </ul>
      )}
      {pending && (
        <p role="status" className="mt-2 text-neutral-700">
          {t("documents.list.pending")}
        </p>
      )}
    </section>
  );
}
