const show = jest.fn();
jest.mock("@mantine/notifications", () => ({ notifications: { show } }));

import { notifications, toastsWanted } from "./toast";

describe("notifications", () => {
  it("asks for the toasts' container with the first toast, then hands each to Mantine", async () => {
    const listener = jest.fn();
    const unsubscribe = toastsWanted.subscribe(listener);
    expect(toastsWanted.get()).toBe(false);

    notifications.show({ title: "Draft deleted", message: "Paper Moon" });
    notifications.show({ title: "Saved", message: "Paper Moon" });
    expect(toastsWanted.get()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);

    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(show.mock.calls.map(([toast]) => toast.title)).toEqual(["Draft deleted", "Saved"]);
    unsubscribe();
  });
});
