/**
 * Mollie Components (the embedded card form): Mollie's own script from its host
 * (getMollieSettings' componentsScriptUrl, https://js.mollie.com/v1/mollie.js by default),
 * loaded only in component mode. The card data never touches our server; the script turns it
 * into a card token (tkn_...) that doCreateMolliePaymentFromOrder passes on to Mollie.
 * https://docs.mollie.com/docs/mollie-components
 */

/** The four fields of the card form, in display order. */
export const CARD_FIELDS = ["cardHolder", "cardNumber", "expiryDate", "verificationCode"] as const;
export type CardField = (typeof CARD_FIELDS)[number];

export type MollieComponent = {
  mount(target: string | HTMLElement): void;
  unmount(): void;
  addEventListener(event: "change", listener: (event: { error?: string; touched?: boolean }) => void): void;
};

export type MollieInstance = {
  createComponent(type: CardField): MollieComponent;
  createToken(): Promise<{ token?: string; error?: { message: string } }>;
};

type MollieFactory = (profileId: string, options: { locale: string; testmode: boolean }) => MollieInstance;

let loading: Promise<MollieFactory> | null = null;

/** Adds Mollie's script once (with the page's CSP nonce) and resolves to its global factory. */
export function loadMollieComponents(scriptUrl: string, nonce: string | undefined): Promise<MollieFactory> {
  const existing = (window as unknown as { Mollie?: MollieFactory }).Mollie;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<MollieFactory>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = scriptUrl;
    script.async = true;
    if (nonce) script.nonce = nonce;
    script.onload = () => {
      const factory = (window as unknown as { Mollie?: MollieFactory }).Mollie;
      if (factory) resolve(factory);
      else reject(new Error("Mollie Components did not load"));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error("Mollie Components could not be loaded"));
    };
    document.head.append(script);
  });
  return loading;
}
