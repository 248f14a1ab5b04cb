import { useId } from "react";
import type { CheckoutTodo } from "#common/checkout-todo.ts";
import { useT } from "~/lib/i18n.tsx";
import { CONTACT_ANCHOR } from "./contact-section.tsx";

/** Where each to-do is done; the email's link points to the highlighted contact section. */
const TARGETS: Partial<Record<CheckoutTodo, string>> = { addEmail: `#${CONTACT_ANCHOR}` };

/** What is still missing before the order button works (docs/glossary.md, storefront spec §5). */
export function CheckoutTodoList({ todos }: { todos: CheckoutTodo[] }) {
  const t = useT();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} aria-live="polite" className="rounded-lg bg-neutral-100 p-4">
      <h2 id={titleId} className="font-semibold">
        {t("checkout.todoTitle")}
      </h2>
      {todos.length === 0 ? (
        <p className="mt-2">{t("checkout.todoDone")}</p>
      ) : (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {todos.map((todo) => (
            <li key={todo}>
              {TARGETS[todo] ? (
                <a href={TARGETS[todo]} className="underline">
                  {t(`checkout.todo.${todo}`)}
                </a>
              ) : (
                t(`checkout.todo.${todo}`)
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
