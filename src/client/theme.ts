import { createTheme, darken, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // White on blue.6 is 3.6:1; on blue.8, filled buttons and links reach 5:1 (WCAG AA asks 4.5:1).
  primaryShade: 8,
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  // Plain objects rather than Component.extend(), so the theme does not pull these components
  // into every page's bundle. Mantine's close buttons are icons without a name.
  components: {
    // Closed panels stay in the page, hidden: kept mounted Mantine's default way, in a hidden React
    // Activity, the server left a guide's collapsed text out of its page and the browser rendered
    // it as the page hydrated.
    Accordion: { defaultProps: { keepMountedMode: 'display-none' } },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    // A loader is a plain span: without a role its aria-label is not allowed (axe).
    Loader: { defaultProps: { role: 'status' } },
    // A badge is a word or two: never cut to 'ADM…' by a narrow table cell or row.
    Badge: { styles: { root: { flexShrink: 0, minWidth: 'max-content' } } },
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      // gray.6 on white is 3.3:1.
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
  },
});

/**
 * Text colours that meet WCAG AA (4.5:1) where Mantine's defaults do not: dimmed text (gray.6 is
 * 3.3:1 on white), placeholders (gray.5), field errors, the text of light variants (badges, alerts), darker
 * than shade 9 on shade 1, and of outline variants in colours other than the primary (shade 8 of
 * orange, red, green, teal, cyan and yellow is 2.5 to 4.3:1 on white).
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolvedTheme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    // A field's error message: red.8 is 4.4:1 on white.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(
      Object.entries(resolvedTheme.colors).flatMap(([name, shades]) => {
        const readable = darken(shades[9], 0.25);
        const variables: [string, string][] = [[`--mantine-color-${name}-light-color`, readable]];
        if (name !== resolvedTheme.primaryColor)
          variables.push([`--mantine-color-${name}-outline`, readable]);
        return variables;
      }),
    ),
  },
  dark: {},
});
