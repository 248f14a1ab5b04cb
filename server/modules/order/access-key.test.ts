import { describe, expect, it } from "vitest";
import {
  ACCESS_KEY_PATTERN,
  accessKeyMatches,
  hashAccessKey,
  newAccessKey,
  sealAccessKey,
  unsealAccessKey,
} from "./access-key.ts";

const SECRET = "s".repeat(40);

describe("order access keys", () => {
  it("are 32 random bytes in base64url, different every time", () => {
    const keys = new Set(Array.from({ length: 200 }, newAccessKey));
    expect(keys.size).toBe(200);
    for (const key of keys) {
      expect(key).toMatch(ACCESS_KEY_PATTERN);
      expect(Buffer.from(key, "base64url")).toHaveLength(32);
    }
  });

  it("match only the key whose hash is stored", () => {
    const key = newAccessKey();
    const stored = hashAccessKey(key);
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toContain(key);
    expect(accessKeyMatches(key, stored)).toBe(true);
    expect(accessKeyMatches(`${key.slice(0, -1)}${key.endsWith("A") ? "B" : "A"}`, stored)).toBe(false);
    expect(accessKeyMatches("", stored)).toBe(false);
    expect(accessKeyMatches(key.toUpperCase(), stored)).toBe(key === key.toUpperCase());
  });

  it("refuse a damaged stored hash instead of throwing", () => {
    expect(accessKeyMatches(newAccessKey(), "not hex")).toBe(false);
    expect(accessKeyMatches(newAccessKey(), "")).toBe(false);
  });

  it("seal and unseal under the shop secret only", () => {
    const key = newAccessKey();
    const sealed = sealAccessKey(key, SECRET);
    expect(sealed).not.toContain(key);
    expect(sealAccessKey(key, SECRET)).not.toBe(sealed);
    expect(unsealAccessKey(sealed, SECRET)).toBe(key);
    expect(unsealAccessKey(sealed, "t".repeat(40))).toBeUndefined();
    const [iv, tag, body = ""] = sealed.split(".");
    const flipped = `${body.startsWith("A") ? "B" : "A"}${body.slice(1)}`;
    expect(unsealAccessKey([iv, tag, flipped].join("."), SECRET)).toBeUndefined();
    expect(unsealAccessKey("garbage", SECRET)).toBeUndefined();
  });
});
