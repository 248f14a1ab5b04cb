import { useEffect, useId, useState, type KeyboardEvent } from "react";
import { Form, useNavigate, useSearchParams } from "react-router";
import { SEARCH_SUGGEST_MIN_LENGTH } from "#common/listing.ts";
import type { OperationOutput } from "#server/operations/registry.ts";
import { useApi } from "~/lib/api.tsx";
import { useT } from "~/lib/i18n.tsx";
import { withPrefix, type LocalePrefix } from "~/lib/locale-path.ts";
import { productPath } from "~/lib/product-path.ts";
import { itemImageUrl } from "#common/media.ts";

/** Waits this long after the last keystroke before asking for suggestions. */
export const SUGGEST_DEBOUNCE_MS = 250;

type Suggestion = OperationOutput<"getSearchSuggestions">["products"][number];

/**
 * The header's search: a GET form to /search that works without JavaScript, enhanced into
 * a combobox with product suggestions while typing (WAI-ARIA combobox pattern with a
 * listbox popup). Arrow keys move through the suggestions, Enter opens the highlighted
 * product or, with none highlighted, searches; Escape closes the list, then clears.
 * Written by hand because the library combobox swallows Enter to commit a value, and here
 * Enter must submit the search form.
 * Below md the form takes a row of its own and is hidden while `collapsed` (the header's
 * search icon opens it).
 */
export function SearchField({ id, prefix, collapsed }: { id: string; prefix: LocalePrefix; collapsed: boolean }) {
  const t = useT();
  const api = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const listId = useId();
  const [term, setTerm] = useState(params.get("term") ?? "");
  const [answer, setAnswer] = useState<{ term: string; products: Suggestion[]; totalItems: number } | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // The field shows the current search after a navigation (or is empty elsewhere).
  const current = params.get("term") ?? "";
  const [shownFor, setShownFor] = useState(current);
  if (shownFor !== current) {
    setShownFor(current);
    setTerm(current);
  }

  const query = term.trim();
  useEffect(() => {
    // Shorter text shows no list: the answer below only counts while its term is the query.
    if (query.length < SEARCH_SUGGEST_MIN_LENGTH) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      api
        .call("getSearchSuggestions", { term: query }, { verb: "GET", signal: abort.signal })
        .then((result) => {
          setAnswer(result);
          setActive(-1);
        })
        .catch(() => undefined); // Aborted by the next keystroke, or already shown as a notification.
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [api, query]);

  const products = answer && answer.term === query ? answer.products : [];
  const expanded = open && products.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const hrefOf = (product: Suggestion) =>
    withPrefix(prefix, productPath(product.urlPath, product.itemId, product.variationId));

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (products.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      // -1 is the field itself: past the last option the highlight returns to the typed text.
      setActive((index) => {
        if (!expanded) return step > 0 ? 0 : products.length - 1;
        const next = index + step;
        return next < -1 ? products.length - 1 : next >= products.length ? -1 : next;
      });
    } else if (event.key === "Enter" && expanded && active >= 0) {
      const product = products[active];
      if (!product) return;
      event.preventDefault();
      setOpen(false);
      void navigate(hrefOf(product));
    } else if (event.key === "Escape") {
      // The browser's own Escape in a search field clears it: only the second Escape may do that.
      if (expanded) {
        event.preventDefault();
        setOpen(false);
      } else setTerm("");
      setActive(-1);
    }
  }

  return (
    <Form
      id={id}
      method="get"
      action={withPrefix(prefix, "/search")}
      role="search"
      className={`relative order-last w-full gap-2 md:flex lg:order-none lg:w-auto lg:flex-1 ${collapsed ? "hidden" : "flex"}`}
      onSubmit={() => setOpen(false)}
    >
      <label htmlFor="site-search" className="sr-only">
        {t("nav.searchLabel")}
      </label>
      <input
        id="site-search"
        name="term"
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={term}
        maxLength={200}
        onChange={(event) => {
          setTerm(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        placeholder={t("nav.searchPlaceholder")}
        className="w-full rounded-md border border-neutral-500 px-3 py-2 md:max-w-md"
      />
      <button type="submit" className="rounded-md bg-primary-700 px-4 py-2 font-semibold text-white">
        {t("nav.searchSubmit")}
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-label={t("search.suggestionsLabel")}
        hidden={!expanded}
        className="absolute top-full left-0 z-40 mt-1 w-full max-w-md overflow-hidden rounded-md border border-neutral-200 bg-white shadow-lg"
      >
        {products.map((product, index) => (
          <li
            key={product.itemId}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // mousedown, not click: the input's blur would close the list before a click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              setOpen(false);
              void navigate(hrefOf(product));
            }}
            onMouseEnter={() => setActive(index)}
            className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${index === active ? "bg-primary-50" : ""}`}
          >
            {product.image ? (
              <img
                src={itemImageUrl(product.image.fileName, 320, "webp")}
                alt=""
                width={40}
                height={40}
                className="size-10 rounded object-cover"
              />
            ) : (
              <span className="size-10 rounded bg-neutral-100" aria-hidden="true" />
            )}
            <span className="min-w-0 flex-1 truncate">{product.name}</span>
            <span className="text-sm font-semibold whitespace-nowrap">{product.price.formatted}</span>
          </li>
        ))}
      </ul>
      <p className="sr-only" role="status">
        {expanded ? t("search.suggestionsCount", { count: products.length }) : ""}
      </p>
    </Form>
  );
}
