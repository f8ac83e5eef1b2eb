import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { StrictMode } from "react";

import { notifications } from "@/components/ui/toast";
import { renderWithTheme } from "@/test/render";

import { EmbeddedCardForm } from "./embedded-card-form";

jest.mock("@stripe/stripe-js/pure", () => ({ loadStripe: jest.fn() }));
jest.mock("@/components/ui/toast", () => ({ notifications: { show: jest.fn() } }));

const loadStripeMock = jest.mocked(loadStripe);

/** Stripe.js as `loadStripe` resolves it, with the embedded checkout it makes. */
function stripeJs() {
  const embedded = { mount: jest.fn(), unmount: jest.fn(), destroy: jest.fn() };
  const stripe = { createEmbeddedCheckoutPage: jest.fn().mockResolvedValue(embedded) };
  loadStripeMock.mockResolvedValue(stripe as unknown as Stripe);
  return { embedded, stripe };
}

const form = (scriptUrl?: string, onRetry = jest.fn()) =>
  renderWithTheme(
    <EmbeddedCardForm
      checkout={{ clientSecret: "cs_test_1_secret_2", publishableKey: "pk_live_1", scriptUrl }}
      onRetry={onRetry}
      actions={null}
    />,
  );

beforeEach(() => {
  jest.clearAllMocks();
  document.head.querySelectorAll("script").forEach((script) => script.remove());
});

describe("EmbeddedCardForm", () => {
  it("loads Stripe's own script through loadStripe, mounts the session's checkout, and destroys it when it goes", async () => {
    const { embedded, stripe } = stripeJs();
    const { unmount } = form();
    expect(screen.getByRole("status", { name: "Loading the card form" })).toBeInTheDocument();

    await waitFor(() => expect(embedded.mount).toHaveBeenCalledTimes(1));
    expect(loadStripeMock).toHaveBeenCalledWith("pk_live_1");
    expect(stripe.createEmbeddedCheckoutPage).toHaveBeenCalledWith({
      clientSecret: "cs_test_1_secret_2",
    });
    expect(embedded.mount.mock.calls[0]![0]).toBeInstanceOf(HTMLDivElement);
    expect(document.querySelector("script")).toBeNull();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();

    unmount();
    await waitFor(() => expect(embedded.destroy).toHaveBeenCalledTimes(1));
  });

  it("makes one checkout under React's strict mode, which runs the effect twice", async () => {
    const { embedded, stripe } = stripeJs();
    renderWithTheme(
      <StrictMode>
        <EmbeddedCardForm
          checkout={{ clientSecret: "cs_test_1_secret_2", publishableKey: "pk_live_1" }}
          onRetry={jest.fn()}
          actions={null}
        />
      </StrictMode>,
    );
    await waitFor(() => expect(embedded.mount).toHaveBeenCalledTimes(1));
    expect(stripe.createEmbeddedCheckoutPage).toHaveBeenCalledTimes(1);
    expect(embedded.destroy).not.toHaveBeenCalled();
  });

  it("adds the development stand-in's script first when the configuration names one", async () => {
    const { embedded } = stripeJs();
    form("http://127.0.0.1:12111/stripe.js");
    await waitFor(() =>
      expect(
        document.querySelector('script[src="http://127.0.0.1:12111/stripe.js"]'),
      ).not.toBeNull(),
    );
    expect(loadStripeMock).not.toHaveBeenCalled();

    document.querySelector("script")!.dispatchEvent(new Event("load"));
    await waitFor(() => expect(embedded.mount).toHaveBeenCalledTimes(1));
    expect(loadStripeMock).toHaveBeenCalledWith("pk_live_1");
  });

  it("says so in a toast and offers a retry when Stripe.js cannot load", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    loadStripeMock.mockRejectedValue(new Error("Failed to load Stripe.js"));
    const onRetry = jest.fn();
    form(undefined, onRetry);

    expect(await screen.findByRole("alert")).toHaveTextContent("The card form did not load");
    expect(notifications.show).toHaveBeenCalledWith(
      expect.objectContaining({ color: "red", title: "The card form did not load" }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
