/** Typography for stored item HTML (description, technical data), which arrives without classes. */
const RICH_TEXT =
  "max-w-3xl space-y-3 [&_a]:underline [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_table]:w-full [&_table]:text-sm [&_td]:border-b [&_td]:border-neutral-200 [&_td]:py-1.5 [&_th]:border-b [&_th]:border-neutral-200 [&_th]:py-1.5 [&_th]:pr-4 [&_th]:text-left [&_ul]:list-disc [&_ul]:pl-6";

/** Item texts are sanitised when they are stored (catalog module), so they are rendered as they are. */
export function RichText({ html }: { html: string }) {
  return <div className={RICH_TEXT} dangerouslySetInnerHTML={{ __html: html }} />;
}
