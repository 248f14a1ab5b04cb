import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FONTS } from "#common/design/fonts.ts";
import { fontFaces, fontFilePath, fontList, fontPackage } from "./font-files.ts";

const dependencies = (
  JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8")) as {
    dependencies: Record<string, string>;
  }
).dependencies;

describe("the font set", () => {
  it.each(FONTS.filter((font) => font.family).map((font) => font.id))(
    "%s is a pinned @fontsource dependency with its four files",
    (id) => {
      const pkg = fontPackage(id);
      expect(dependencies[`@fontsource/${id}`]).toBe(pkg?.version);
      const faces = fontFaces(id);
      expect(faces.map((face) => face.weight)).toEqual([400, 400, 700, 700]);
      for (const face of faces) {
        const [, , , version, file] = face.url.split("/");
        const onDisk = fontFilePath(id, version as string, file as string);
        expect(onDisk && existsSync(onDisk), face.url).toBe(true);
      }
    },
  );

  it("has no files for the system stack and lists every font in meta.json", () => {
    expect(fontFaces("system")).toEqual([]);
    expect(fontPackage("system")).toBeNull();
    expect(fontList().fonts.map((font) => font.id)).toEqual(FONTS.map((font) => font.id));
  });
});
