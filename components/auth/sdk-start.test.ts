describe("startOnce", () => {
  // Each test starts from a fresh page load: the module's state is the page's.
  beforeEach(() => jest.resetModules());

  it("starts the first SDK asked for and no other after it", async () => {
    const { startOnce, startedSdk } = await import("./sdk-start");
    const webJs = jest.fn();
    const authReact = jest.fn();
    expect(startedSdk()).toBeUndefined();

    startOnce("web-js", webJs);
    startOnce("web-js", webJs);
    startOnce("auth-react", authReact);

    expect(webJs).toHaveBeenCalledTimes(1);
    expect(authReact).not.toHaveBeenCalled();
    expect(startedSdk()).toBe("web-js");
  });

  it("records nothing when starting fails, so a later call tries again", async () => {
    const { startOnce, startedSdk } = await import("./sdk-start");
    expect(() =>
      startOnce("auth-react", () => {
        throw new Error("no window");
      }),
    ).toThrow("no window");
    expect(startedSdk()).toBeUndefined();
  });
});
