import { act, render } from "@testing-library/react";

import { HashTarget } from "./hash-target";

const scrolled: Element[] = [];

/** A section far below the window's fold, as the conversation is on a long page. */
function below(id: string) {
  const section = document.createElement("section");
  section.id = id;
  section.getBoundingClientRect = () => ({ top: 2000 }) as DOMRect;
  return section;
}

beforeAll(() => {
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
});

afterEach(() => {
  scrolled.length = 0;
  document.body.innerHTML = "";
  window.history.replaceState(null, "", "/");
});

it("scrolls to the element the #fragment names when it arrives after the page loaded", async () => {
  window.history.replaceState(null, "", "/submission/1#conversation");
  render(<HashTarget />);
  expect(scrolled).toEqual([]);

  const streamed = below("conversation");
  await act(async () => {
    document.body.append(streamed);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(scrolled).toEqual([streamed]);
});

it("does nothing without a #fragment", async () => {
  render(<HashTarget />);
  const section = below("conversation");
  await act(async () => {
    document.body.append(section);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(scrolled).toEqual([]);
});
