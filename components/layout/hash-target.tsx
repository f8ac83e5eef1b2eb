"use client";

import { useEffect } from "react";

/** How long a page's streamed parts may take to bring the element a link's #fragment names. */
const WAIT_MS = 10_000;

/**
 * Scrolls to the element the address's #fragment names once it is on the page. The browser does
 * so only while the document loads, and a page's streamed parts (its data behind a loading
 * boundary) can arrive after that: an e-mail's link to `/submission/{id}#conversation` would
 * otherwise open at the top of the page.
 */
export function HashTarget() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return;
    const scroll = () => {
      const target = document.getElementById(id);
      // A streamed part waits in a hidden node until React reveals it: not there yet.
      if (!target || target.getClientRects().length === 0) return false;
      if (!isVisible(target)) target.scrollIntoView();
      return true;
    };
    if (scroll()) return;
    let timer = 0;
    const observer = new MutationObserver(() => {
      if (!scroll()) return;
      observer.disconnect();
      window.clearTimeout(timer);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    timer = window.setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, []);
  return null;
}

/** Whether `element`'s top is already in the window (the browser scrolled to it itself). */
function isVisible(element: Element): boolean {
  const { top } = element.getBoundingClientRect();
  return top >= 0 && top < window.innerHeight;
}
