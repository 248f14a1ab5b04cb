import { randomBytes } from "node:crypto";

const MAX_SLUG_LENGTH = 60;
const SUFFIX_LENGTH = 6;
const SUFFIX_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";
/** German letters that would lose meaning as bare vowels (Größe -> groesse, not grosse/grose). */
const SPELLED_OUT: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss", æ: "ae", œ: "oe", ø: "o", å: "a" };

/**
 * The readable part of a stored file's name, from the uploader's file name: the extension
 * dropped, lower case, umlauts spelled out, other accents removed, every other run of
 * characters a single dash, at most 60 characters; "image" when nothing is left.
 */
export function slugifyFileName(fileName: string): string {
  const base = (fileName.split(/[/\\]/).pop() ?? "").replace(/\.[^.]*$/, "");
  const slug = base
    .toLowerCase()
    .replace(/[äöüßæœøå]/g, (letter) => SPELLED_OUT[letter] ?? letter)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, "");
  return slug === "" ? "image" : slug;
}

/** A short random suffix of lower-case letters and digits (36^6: about 2 billion). */
export function randomSuffix(length = SUFFIX_LENGTH): string {
  const bytes = randomBytes(length);
  // 256 % 36 leaves a slight bias towards the first letters: harmless for a name suffix.
  return Array.from(bytes, (byte) => SUFFIX_ALPHABET[byte % SUFFIX_ALPHABET.length]).join("");
}

/** `sommer-banner-k3x9q2`: unique enough that an upload never replaces another's cached variants. */
export function mediaStem(fileName: string, suffix = randomSuffix()): string {
  return `${slugifyFileName(fileName)}-${suffix}`;
}
