/** Product identity and the links that leave the app. */
export const site = {
  name: "No Conflict Script",
  description:
    "Script clearance for film and TV: upload a screenplay, get an instant quote, receive a researched clearance report.",
  marketingUrl: "https://noconflictscript.com",
  links: {
    pricing: "https://noconflictscript.com/pricing",
    faqs: "https://noconflictscript.com/faqs",
    terms: "https://noconflictscript.com/terms",
  },
  supportEmail: "support@noconflictscript.com",
} as const;
