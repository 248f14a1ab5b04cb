/**
 * A fake of Mollie Components (https://js.mollie.com/v1/mollie.js) for tests without
 * internet, served by tests/fakes/mollie-server.ts at /v1/mollie.js. It speaks the script's
 * real interface: `Mollie(profileId, { locale, testmode })`, `createComponent(type)` with
 * `mount(target)` / `unmount()`, and `createToken()` answering `{ token }` or `{ error }`.
 * Instead of Mollie's iframes it mounts plain inputs, named by the target's label (as the
 * shop labels Mollie's frames). The token is `tkn_ok...`, the form the fake API accepts.
 */
(function () {
  "use strict";

  var FIELDS = {
    cardHolder: { autocomplete: "cc-name", inputMode: "text" },
    cardNumber: { autocomplete: "cc-number", inputMode: "numeric" },
    expiryDate: { autocomplete: "cc-exp", inputMode: "numeric" },
    verificationCode: { autocomplete: "cc-csc", inputMode: "numeric" },
  };

  /** The Luhn check every card number passes (Mollie's test card 4111 1111 1111 1111 does). */
  function luhn(digits) {
    var sum = 0;
    for (var i = 0; i < digits.length; i++) {
      var digit = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
      sum += digit;
    }
    return sum % 10 === 0;
  }

  /** Mollie's own (English) messages; the shop shows its translated text instead. */
  function problem(values) {
    var number = (values.cardNumber || "").replace(/\s+/g, "");
    if (!/^\d{12,19}$/.test(number) || !luhn(number)) return "Invalid card number";
    if (!(values.cardHolder || "").trim()) return "Invalid card holder name";
    var expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(values.expiryDate || "");
    if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12) return "Invalid expiry date";
    if (!/^\d{3,4}$/.test(values.verificationCode || "")) return "Invalid verification code";
    return null;
  }

  window.Mollie = function Mollie(profileId, options) {
    if (!/^pfl_\w+$/.test(String(profileId))) throw new Error("Mollie: invalid profile id " + profileId);
    var inputs = {};
    return {
      options: options || {},
      createComponent: function (type) {
        var field = FIELDS[type];
        if (!field) throw new Error("Mollie: unknown component " + type);
        var input = null;
        return {
          mount: function (target) {
            var host = typeof target === "string" ? document.querySelector(target) : target;
            if (!host) throw new Error("Mollie: no element " + target);
            input = document.createElement("input");
            input.type = "text";
            input.autocomplete = field.autocomplete;
            input.inputMode = field.inputMode;
            var label = host.getAttribute("aria-labelledby");
            if (label) input.setAttribute("aria-labelledby", label);
            input.style.width = "100%";
            host.appendChild(input);
            inputs[type] = input;
          },
          unmount: function () {
            if (input) input.remove();
            delete inputs[type];
            input = null;
          },
          addEventListener: function () {},
        };
      },
      createToken: function () {
        var values = {};
        Object.keys(inputs).forEach(function (type) {
          values[type] = inputs[type].value;
        });
        var message = problem(values);
        if (message) return Promise.resolve({ error: { message: message } });
        var random = Math.random()
          .toString(36)
          .slice(2, 12)
          .replace(/[^a-z0-9]/g, "x");
        return Promise.resolve({ token: "tkn_ok" + random });
      },
    };
  };
})();
