/**
 * The prebuilt sign-in UI dressed in the product's look (its own stylesheet, scoped by
 * `data-supertokens`): our ink blue, our type, softer corners and shadow. Width stays 420px,
 * narrower only on a screen that is.
 */
export const authStyle = `
  [data-supertokens~=container] {
    --palette-primary: 29, 72, 136;
    --palette-primaryBorder: 23, 58, 110;
    --palette-textTitle: 31, 39, 51;
    --palette-textLabel: 54, 62, 74;
    --palette-textLink: 29, 72, 136;
    --palette-inputBorder: 206, 212, 222;
    font-family: Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
    border-radius: 12px;
    box-shadow: 0 1px 3px rgba(15, 23, 42, 0.08), 0 12px 32px rgba(15, 23, 42, 0.08);
    margin-top: 32px;
    margin-bottom: 32px;
    max-width: 100%;
  }
  [data-supertokens~=button] { border-radius: 8px; font-weight: 600; }
  [data-supertokens~=inputWrapper] { border-radius: 8px; }
  [data-supertokens~=headerTitle] { font-weight: 650; letter-spacing: -0.01em; }
  [data-supertokens~=superTokensBranding] { display: none; }
  button[data-supertokens~=link] { border: 0; padding: 0 3px; background: none; font-family: inherit; }
`;
