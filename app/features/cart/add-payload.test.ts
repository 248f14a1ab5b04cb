import { describe, expect, it } from "vitest";
import { addPayload, readAddForm } from "./add-payload.ts";

function form(entries: [string, string | File][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("add-to-cart form", () => {
  it("reads variation, quantity and the answered order properties", () => {
    const read = readAddForm(
      form([
        ["_csrf", "token"],
        ["productId", "1001"],
        ["quantity", " 4 "],
        ["properties[7]", "12"],
        ["properties[8]", "  "],
        ["properties[9]", " engraved "],
        ["properties[x]", "ignored"],
      ]),
    );
    expect(read).toEqual({
      productId: 1001,
      quantity: 4,
      answers: [
        { propertyId: 7, value: "12" },
        { propertyId: 9, value: "engraved" },
      ],
      files: [],
      attributeValueIds: null,
    });
    expect(addPayload(read)).toEqual({ productId: 1001, quantity: 4, basketItemOrderParams: read.answers });
  });

  it("sends the attribute choice, an attribute left on 'Please choose' as missing", () => {
    const read = readAddForm(
      form([
        ["productId", "1001"],
        ["attributes[1]", "11"],
        ["attributes[2]", ""],
      ]),
    );
    expect(read.attributeValueIds).toEqual([11]);
    expect(addPayload(read)).toEqual({ productId: 1001, quantity: 1, attributeValueIds: [11] });
    // Colour radios with none checked send nothing; a lone empty select still says "no choice".
    expect(
      addPayload(
        readAddForm(
          form([
            ["productId", "5"],
            ["attributes[2]", ""],
          ]),
        ),
      ),
    ).toEqual({
      productId: 5,
      quantity: 1,
      attributeValueIds: [],
    });
  });

  it("keeps chosen files apart and ignores an empty file field", () => {
    const file = new File(["png"], "design.png", { type: "image/png" });
    const read = readAddForm(
      form([
        ["productId", "5"],
        ["properties[3]", file],
        ["properties[4]", new File([], "")],
      ]),
    );
    expect(read.files).toEqual([{ propertyId: 3, file }]);
    expect(read.answers).toEqual([]);
    expect(addPayload(read)).toEqual({ productId: 5, quantity: 1 });
  });

  it("leaves a bad number for the server's schema to refuse", () => {
    const read = readAddForm(
      form([
        ["productId", "1e3"],
        ["quantity", "-2"],
      ]),
    );
    expect(read.productId).toBeNaN();
    expect(read.quantity).toBeNaN();
    expect(readAddForm(form([])).quantity).toBe(1);
  });
});
