/**
 * Reviews on the product page in both languages: a customer writes a review, edits it,
 * replies (German: to their own review; English: to another customer's), edits and deletes
 * the reply and deletes the review, each through its dialog, checking what the page shows
 * after every step. The e2e shop runs with the default REVIEWS_VISIBLE_IMMEDIATELY=false,
 * so every new or changed text is "under review" and shown to its author only. Also:
 * the translated field errors, and a visitor being asked to log in first.
 */
import type { Locator, Page } from "@playwright/test";
import { PASSWORD, registerCustomer, submitEnglishLogin } from "./harness/accounts.ts";
import { checkA11y } from "./harness/axe.ts";
import { landOn, openPage, visit, waitForHydration } from "./harness/browser.ts";
import { expect, test } from "./harness/fixtures.ts";

type Words = {
  product: string;
  reviews: string;
  write: string;
  createTitle: string;
  updateTitle: string;
  updateReplyTitle: string;
  deleteTitle: string;
  deleteReplyTitle: string;
  stars: (count: number) => string;
  title: RegExp;
  text: RegExp;
  replyText: RegExp;
  save: string;
  edit: string;
  delete: string;
  reply: string;
  editReply: string;
  deleteReply: string;
  confirmDelete: string;
  underReview: string;
  savedUnderReview: string;
  replySavedUnderReview: string;
  deleted: string;
  mandatory: string;
  tooLong: string;
  dismiss: string;
};

/** Couchtisch Nook and Couchtisch Halden: each has reviews by other customers in the seed. */
const GERMAN: Words = {
  product: "/couchtisch-nook_1016",
  reviews: "Bewertungen",
  write: "Bewertung schreiben",
  createTitle: "Bewertung schreiben",
  updateTitle: "Bewertung bearbeiten",
  updateReplyTitle: "Antwort bearbeiten",
  deleteTitle: "Bewertung löschen?",
  deleteReplyTitle: "Antwort löschen?",
  stars: (count) => (count === 1 ? "1 Stern" : `${count} Sterne`),
  title: /^Titel/,
  text: /^Ihre Bewertung/,
  replyText: /^Ihre Antwort/,
  save: "Speichern",
  edit: "Bearbeiten",
  delete: "Löschen",
  reply: "Antworten",
  editReply: "Antwort bearbeiten",
  deleteReply: "Antwort löschen",
  confirmDelete: "Löschen",
  underReview: "Ihre Bewertung wird derzeit geprüft",
  savedUnderReview: "Vielen Dank! Ihre Bewertung erscheint, sobald sie geprüft wurde.",
  replySavedUnderReview: "Vielen Dank! Ihre Antwort erscheint, sobald sie geprüft wurde.",
  deleted: "Gelöscht.",
  mandatory: "Dies ist ein Pflichtfeld.",
  tooLong: "Geben Sie maximal 500 Zeichen ein.",
  dismiss: "Schließen",
};

const ENGLISH: Words = {
  product: "/en/halden-coffee-table_1018",
  reviews: "Reviews",
  write: "Write a review",
  createTitle: "Write a review",
  updateTitle: "Edit your review",
  updateReplyTitle: "Edit your reply",
  deleteTitle: "Delete review?",
  deleteReplyTitle: "Delete reply?",
  stars: (count) => (count === 1 ? "1 star" : `${count} stars`),
  title: /^Title/,
  text: /^Your review/,
  replyText: /^Your reply/,
  save: "Save",
  edit: "Edit",
  delete: "Delete",
  reply: "Reply",
  editReply: "Edit reply",
  deleteReply: "Delete reply",
  confirmDelete: "Delete",
  underReview: "Your rating is currently being reviewed",
  savedUnderReview: "Thank you! Your review will appear once it has been checked.",
  replySavedUnderReview: "Thank you! Your reply will appear once it has been checked.",
  deleted: "Deleted.",
  mandatory: "This is a mandatory field.",
  tooLong: "Enter a maximum of 500 characters.",
  dismiss: "Dismiss",
};

/**
 * Waits for a notice, then dismisses it, so a later step cannot mistake it for its own (it
 * may already have gone by itself after five seconds: then the click has nothing to do).
 */
async function expectNotice(page: Page, words: Words, text: string): Promise<void> {
  const notice = page.getByRole("status").filter({ hasText: text });
  await notice.waitFor();
  await notice
    .getByRole("button", { name: words.dismiss })
    .click({ timeout: 2_000 })
    .catch(() => undefined);
  await notice.waitFor({ state: "detached" });
}

/** A review in the list, found by its title. */
function reviewTitled(section: Locator, title: string): Locator {
  return section
    .getByRole("listitem")
    .filter({ has: section.page().getByRole("heading", { level: 3, name: title, exact: true }) });
}

async function openDialog(page: Page, opener: Locator, name: string): Promise<Locator> {
  await opener.click();
  const dialog = page.getByRole("dialog", { name });
  await dialog.waitFor();
  return dialog;
}

/** Saves a dialog and waits until it has closed. */
async function submit(dialog: Locator, label: string): Promise<void> {
  await dialog.getByRole("button", { name: label, exact: true }).click();
  await dialog.waitFor({ state: "detached" });
}

async function writeReview(page: Page, section: Locator, words: Words, title: string): Promise<void> {
  const dialog = await openDialog(page, section.getByRole("button", { name: words.write }), words.createTitle);
  // Blank fields (spaces count as blank) come back with the translated errors, in the dialog.
  await dialog.getByRole("radio", { name: words.stars(4), exact: true }).check();
  await dialog.getByRole("textbox", { name: words.title }).fill("   ");
  await dialog.getByRole("button", { name: words.save, exact: true }).click();
  await expect.poll(() => dialog.getByText(words.mandatory, { exact: true }).count()).toBe(2);
  expect(await dialog.getByRole("textbox", { name: words.title }).getAttribute("aria-invalid")).toBe("true");
  await checkA11y(page);

  await dialog.getByRole("textbox", { name: words.title }).fill(title);
  await dialog.getByRole("textbox", { name: words.text }).fill("x".repeat(501));
  await dialog.getByRole("button", { name: words.save, exact: true }).click();
  await dialog.getByText(words.tooLong, { exact: true }).waitFor();
  expect(await dialog.getByText(words.mandatory, { exact: true }).count()).toBe(0);

  await dialog.getByRole("textbox", { name: words.text }).fill("Solide verarbeitet, schnell geliefert.");
  await submit(dialog, words.save);
  await expectNotice(page, words, words.savedUnderReview);
}

async function reviewJourney(words: Words, replyToOwn: boolean): Promise<void> {
  const page = await openPage();
  await registerCustomer(page);
  await visit(page, words.product);
  await waitForHydration(page);
  const section = page.getByRole("region", { name: words.reviews });
  const others = await section.getByRole("heading", { level: 3 }).allTextContents();
  expect(others.length).toBeGreaterThan(0);

  // Write: the author sees their review with its "under review" state.
  const title = `E2E ${Date.now()}`;
  await writeReview(page, section, words, title);
  const own = reviewTitled(section, title);
  await own.getByText(words.underReview, { exact: true }).waitFor();
  await own.getByText("Solide verarbeitet, schnell geliefert.", { exact: true }).waitFor();

  // Edit: the dialog starts with the saved values; the list shows the new ones.
  let dialog = await openDialog(page, own.getByRole("button", { name: words.edit, exact: true }), words.updateTitle);
  expect(await dialog.getByRole("textbox", { name: words.title }).inputValue()).toBe(title);
  expect(await dialog.getByRole("radio", { name: words.stars(4), exact: true }).isChecked()).toBe(true);
  const edited = `${title} (edited)`;
  await dialog.getByRole("radio", { name: words.stars(2), exact: true }).check();
  await dialog.getByRole("textbox", { name: words.title }).fill(edited);
  await dialog.getByRole("textbox", { name: words.text }).fill("Nach einer Woche: wackelt doch.");
  await submit(dialog, words.save);
  await expectNotice(page, words, words.savedUnderReview);
  const review = reviewTitled(section, edited);
  await review.getByText("Nach einer Woche: wackelt doch.", { exact: true }).waitFor();
  await review.getByText(words.underReview, { exact: true }).waitFor();
  expect(await reviewTitled(section, title).count()).toBe(0);

  // Reply, to the customer's own review or to the first review by someone else.
  const target = replyToOwn ? review : reviewTitled(section, others[0] ?? "");
  await target.getByRole("button", { name: words.reply, exact: true }).click();
  await target.getByRole("textbox", { name: words.replyText }).fill("Danke für den Hinweis.");
  await target.getByRole("button", { name: words.save, exact: true }).click();
  await expectNotice(page, words, words.replySavedUnderReview);
  const reply = target.getByRole("listitem").filter({ hasText: "Danke für den Hinweis." });
  await reply.getByText(words.underReview, { exact: true }).waitFor();
  await checkA11y(page);

  dialog = await openDialog(
    page,
    reply.getByRole("button", { name: words.editReply, exact: true }),
    words.updateReplyTitle,
  );
  expect(await dialog.getByRole("textbox", { name: words.replyText }).inputValue()).toBe("Danke für den Hinweis.");
  await dialog.getByRole("textbox", { name: words.replyText }).fill("");
  await dialog.getByRole("button", { name: words.save, exact: true }).click();
  await dialog.getByText(words.mandatory, { exact: true }).waitFor();
  await dialog.getByRole("textbox", { name: words.replyText }).fill("Nachtrag: Schrauben nachziehen hilft.");
  await submit(dialog, words.save);
  await expectNotice(page, words, words.replySavedUnderReview);
  const editedReply = target.getByRole("listitem").filter({ hasText: "Nachtrag: Schrauben nachziehen hilft." });
  await editedReply.waitFor();
  expect(await target.getByText("Danke für den Hinweis.", { exact: true }).count()).toBe(0);

  dialog = await openDialog(
    page,
    editedReply.getByRole("button", { name: words.deleteReply, exact: true }),
    words.deleteReplyTitle,
  );
  await submit(dialog, words.confirmDelete);
  await expectNotice(page, words, words.deleted);
  await editedReply.waitFor({ state: "detached" });
  await review.waitFor();

  dialog = await openDialog(page, review.getByRole("button", { name: words.delete, exact: true }), words.deleteTitle);
  await checkA11y(page);
  await submit(dialog, words.confirmDelete);
  await expectNotice(page, words, words.deleted);
  await review.waitFor({ state: "detached" });
  // The other customers' reviews are untouched.
  expect(await section.getByRole("heading", { level: 3 }).allTextContents()).toEqual(others);
}

// Registration, a product page and a dozen dialog round trips: more than the default
// timeout on a busy 2-core machine.
const JOURNEY_TIMEOUT = 150_000;

test("German: a customer writes, edits and deletes a review and a reply to it", async () => {
  test.setTimeout(JOURNEY_TIMEOUT);
  await reviewJourney(GERMAN, true);
});

test("English: a customer writes and edits a review, replies to another review, then deletes both", async () => {
  test.setTimeout(JOURNEY_TIMEOUT);
  await reviewJourney(ENGLISH, false);
});

test("a visitor is asked to log in first and comes back to the product to write a review", async ({
  customer: { email },
}) => {
  const page = await openPage();
  await visit(page, ENGLISH.product);
  const section = page.getByRole("region", { name: ENGLISH.reviews });
  expect(await section.getByRole("button", { name: ENGLISH.write }).count()).toBe(0);
  expect(await section.getByRole("button", { name: ENGLISH.reply, exact: true }).count()).toBe(0);
  await section.getByRole("link", { name: "Log in to write a review" }).click();
  await landOn(page, `/en/login?redirect=${encodeURIComponent(ENGLISH.product)}`);
  await submitEnglishLogin(page, email, PASSWORD);
  await landOn(page, ENGLISH.product);
  await section.getByRole("button", { name: ENGLISH.write }).waitFor();

  await visit(page, "/couchtisch-nook_1016");
  await page.getByRole("region", { name: GERMAN.reviews }).getByRole("button", { name: GERMAN.write }).waitFor();
});

test("a German visitor gets the German login link", async ({ page }) => {
  await visit(page, GERMAN.product);
  await page.getByRole("link", { name: "Anmelden, um eine Bewertung zu schreiben" }).click();
  await landOn(page, `/login?redirect=${encodeURIComponent(GERMAN.product)}`);
});
