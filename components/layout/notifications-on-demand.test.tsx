import { act, screen } from "@testing-library/react";

import { notifications } from "@/components/ui/toast";
import { renderWithTheme } from "@/test/render";

import { NotificationsOnDemand } from "./notifications-on-demand";

afterEach(() => act(() => notifications.clean()));

describe("NotificationsOnDemand", () => {
  it("renders no toast container until a toast is shown", async () => {
    renderWithTheme(<NotificationsOnDemand />);
    // Long enough for a container that loads on its own to be in the document.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(document.querySelector(".mantine-Notifications-root")).toBeNull();
    act(() => notifications.show({ message: "Uploaded." }));
    await screen.findByText("Uploaded.");
    expect(document.querySelector(".mantine-Notifications-root")).not.toBeNull();
  });

  it("shows a toast sent before its container loaded, and the ones after", async () => {
    renderWithTheme(<NotificationsOnDemand />);
    act(() => notifications.show({ title: "Saved", message: "The quote is saved." }));
    expect(await screen.findByText("The quote is saved.")).toBeVisible();
    act(() => notifications.show({ message: "Sent to the researcher." }));
    expect(await screen.findByText("Sent to the researcher.")).toBeVisible();
  });
});
