import { expect, it } from "vitest";
import type { CategoryNode } from "#server/modules/catalog/category.ts";
import { describeDatabases } from "./harness.ts";
import type { ShopClient } from "./shop-client.ts";

const MEMBERS_OUTLET_ID = 32;

function flatten(nodes: CategoryNode[], depth = 1): { node: CategoryNode; depth: number }[] {
  return nodes.flatMap((node) => [{ node, depth }, ...flatten(node.children, depth + 1)]);
}

async function tree(client: ShopClient): Promise<CategoryNode[]> {
  const result = await client.call("getCategoryTree", undefined, { method: "GET" });
  expect(result.status).toBe(200);
  if (!result.body.data) throw new Error("getCategoryTree answered without data");
  return result.body.data;
}

function nameOf(nodes: CategoryNode[], id: number): string | undefined {
  return flatten(nodes).find(({ node }) => node.id === id)?.node.details[0]?.name;
}

describeDatabases("category tree", (shop) => {
  it("returns a nested tree of the seeded categories over three levels", async () => {
    const roots = await tree(shop().client());
    const all = flatten(roots);
    expect(all.length).toBeGreaterThanOrEqual(15);
    expect(Math.max(...all.map((entry) => entry.depth))).toBe(3);
    expect(roots.map((root) => root.id)).toEqual([1, 10, 21, 24, 40]);

    const living = roots.find((root) => root.id === 10);
    expect(living?.children.map((child) => child.id)).toEqual([11, 15, 18]);
    expect(living?.childCount).toBe(3);
    const furniture = living?.children[0];
    expect(furniture?.parentCategoryId).toBe(10);
    expect(furniture?.children.map((child) => child.id)).toEqual([12, 13, 14]);
    for (const { node } of all) {
      expect(node.childCount).toBe(node.children.length);
      for (const child of node.children) expect(child.parentCategoryId).toBe(node.id);
    }
  });

  it("names the categories in German by default and in English with x-locale en", async () => {
    const german = await tree(shop().client());
    expect(nameOf(german, 10)).toBe("Wohnen");
    expect(nameOf(german, 26)).toBe("Kopfhörer");
    expect(flatten(german).find(({ node }) => node.id === 12)?.node.details[0]).toMatchObject({
      lang: "de",
      nameUrl: "sofas-sessel",
      urlPath: "wohnen/moebel/sofas-sessel",
    });

    const english = await tree(shop().client({ locale: "en" }));
    expect(nameOf(english, 10)).toBe("Living");
    expect(nameOf(english, 26)).toBe("Headphones");
    expect(flatten(english).find(({ node }) => node.id === 12)?.node.details[0]).toMatchObject({
      lang: "en",
      urlPath: "living/furniture/sofas-armchairs",
    });
    expect(flatten(english).every(({ node }) => node.details.length === 1 && node.details[0]?.lang === "en")).toBe(
      true,
    );
  });

  it("calls category 1 Homepage, a content category outside the header navigation", async () => {
    const home = (await tree(shop().client({ locale: "en" }))).find((root) => root.id === 1);
    expect(home).toMatchObject({ type: "content", linklist: "N", parentCategoryId: null, right: "all" });
    expect(home?.details[0]?.name).toBe("Homepage");
    expect(home?.details[0]?.urlPath).toBe("");
  });

  it("shows the customer-only category to logged-in customers only", async () => {
    const anonymous = shop().client();
    expect(nameOf(await tree(anonymous), MEMBERS_OUTLET_ID)).toBeUndefined();

    const guest = shop().client();
    await guest.call("doLoginAsGuest", { email: "guest@example.com" });
    expect(nameOf(await tree(guest), MEMBERS_OUTLET_ID)).toBeUndefined();

    const customer = shop().client({ locale: "en" });
    const registered = await customer.call("doRegisterUser", {
      email: "member@example.com",
      password: "Member123",
      repeatPassword: "Member123",
    });
    expect(registered.body.data?.state).toBe("authorized");
    const outlet = (await tree(customer)).find((root) => root.id === MEMBERS_OUTLET_ID);
    expect(outlet).toMatchObject({ right: "customer", details: [{ name: "Members' outlet" }] });

    await customer.call("doLogoutUser", {});
    expect(nameOf(await tree(customer), MEMBERS_OUTLET_ID)).toBeUndefined();
  });

  it("answers getInit with the session, the category tree and the consent set-up", async () => {
    const client = shop().client({ locale: "en" });
    await client.call("doLoginAsGuest", { email: "init@example.com" });
    const init = await client.call("getInit", undefined, { method: "GET" });
    expect(init.status).toBe(200);
    expect(Object.keys(init.body.data ?? {}).sort()).toEqual(["categories", "consent", "session"]);
    expect(init.body.data?.session.state).toBe("guest");
    expect(init.body.data?.session.user?.guestMail).toBe("init@example.com");
    expect(init.body.data?.categories).toEqual(await tree(client));
  });

  it("builds the same tree through the in-process caller", async () => {
    const viaHttp = await tree(shop().client({ locale: "en" }));
    const viaCaller = await shop().caller({ locale: "en" }).getCategoryTree();
    expect(viaCaller).toEqual(viaHttp);
    const forCustomer = await shop()
      .caller({ locale: "de", session: { userId: 999_999 } })
      .getInit();
    // A session naming a customer who does not exist is no longer authorized.
    expect(forCustomer.session.state).toBe("anonymous");
    expect(nameOf(forCustomer.categories, MEMBERS_OUTLET_ID)).toBeUndefined();
  });
});
