import { act, screen } from "@testing-library/react";

import { renderWithTheme } from "@/test/render";

import { DelayedPlaceholder } from "./delayed-placeholder";

describe("DelayedPlaceholder", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("renders nothing for the first 400 ms, then a blank placeholder", () => {
    renderWithTheme(<DelayedPlaceholder />);
    act(() => jest.advanceTimersByTime(399));
    expect(screen.queryByTestId("page-placeholder")).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    const placeholder = screen.getByTestId("page-placeholder");
    expect(placeholder).toHaveAttribute("aria-busy", "true");
    expect(placeholder).toBeEmptyDOMElement();
  });
});
