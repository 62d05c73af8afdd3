import { Badge, createTheme, type CSSVariablesResolver, defaultVariantColorsResolver, type MantineTheme, Menu, parseThemeColor, Select, Table, TagsInput, Textarea, TextInput, type VariantColorsResolver } from '@mantine/core';

/**
 * What a coach types may be in any of the four languages, whatever the UI's: a text box reads
 * right to left once its text is Persian (dir="auto" on the box itself). Mantine puts a `dir`
 * prop on the box's wrapper, where "auto" finds no text (a box's value is not) and turned every
 * box left to right, Persian names too. A box for what is always Latin (an email, a code) sets
 * dir="ltr" on the wrapper, as before. TagsInput hands a `dir` prop to the field tags are typed
 * in, so it takes "auto" as a prop.
 */
const TYPED_TEXT = { attributes: { input: { dir: 'auto' } } };

/**
 * An empty box starts on the UI's side (styles.css), which CSS tells by its placeholder being
 * shown, or for a one-line box by its value attribute. A text area has no value attribute, so
 * one without a placeholder of its own gets a blank one: without it, an empty text area in the
 * Persian UI put the caret on the left until a Persian letter was typed.
 */
const TYPED_TEXT_AREA = { ...TYPED_TEXT, placeholder: ' ' };

/**
 * A long option list scrolls in the list itself (the combobox's listbox), not in a scroll area
 * inside it: the focus stays in the box and the arrow keys move through the options, which
 * assistive technology (and axe) accept only from the combobox's own list, not from a
 * scrolling element of no role within it. The list stays mounted while closed: the box learns
 * its list's id when the list mounts, and one mounted only on opening left the box saying it
 * was collapsed, with no `aria-controls`, until something else drew it again.
 */
const OPTION_LISTS = { withScrollArea: false, comboboxProps: { keepMounted: true } };
const OPTION_LIST_STYLES = { options: { maxHeight: 'var(--cd-options-max-height, 15rem)', overflowY: 'auto' as const, scrollbarWidth: 'thin' as const } };

/** Colours that carry no meaning of their own: their subtle buttons keep Mantine's near-white words in the dark theme. */
const NEUTRAL_COLOURS = ['gray', 'dark'];

/**
 * A subtle or transparent button (an icon-only delete, "Make default") has no fill: its words and
 * icon are its colour. Mantine gives them the light variant's text colour, which in the dark theme
 * is the colour's lightest shade, near-white: a red delete icon and a teal "Edit" both looked like
 * plain text. They take `--cd-color-<colour>-subtle-color` instead (cssVariablesResolver below).
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colours = defaultVariantColorsResolver(input);
  if (input.variant !== 'subtle' && input.variant !== 'transparent') return colours;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || parsed.shade !== undefined || NEUTRAL_COLOURS.includes(parsed.color)) return colours;
  return { ...colours, color: `var(--cd-color-${parsed.color}-subtle-color)` };
};

/**
 * Vazirmatn carries Persian and Latin in one design; other scripts fall back to the
 * system's own UI font, which is what a desktop app should look like there.
 * Teal's darkest shade is the first that keeps white button text at WCAG AA contrast (5:1).
 */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: 9,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", "Noto Sans", Roboto, Vazirmatn, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", "Noto Sans", Roboto, Vazirmatn, sans-serif' },
  defaultRadius: 'md',
  // A coach whose system asks for less motion gets dialogs, menus and notices without their slide and fade.
  respectReducedMotion: true,
  variantColorResolver,
  components: {
    TextInput: TextInput.extend({ defaultProps: TYPED_TEXT }),
    Textarea: Textarea.extend({ defaultProps: TYPED_TEXT_AREA }),
    Select: Select.extend({ defaultProps: OPTION_LISTS, styles: OPTION_LIST_STYLES }),
    TagsInput: TagsInput.extend({ defaultProps: { ...OPTION_LISTS, dir: 'auto' }, styles: OPTION_LIST_STYLES }),
    // A badge names a state in a word or two: beside a long name in a narrow row it kept shrinking
    // to "TELAH D…" and "SCHED…". The name beside it gives way instead; a client's tags may still shrink.
    Badge: Badge.extend({ defaultProps: { miw: 'max-content' } }),
    // A table wider than its column scrolls sideways; its scrollbar shows whenever it does, not only
    // under the pointer, or nothing said an assessment's comparison had a Goals column further on.
    TableScrollContainer: Table.ScrollContainer.extend({ defaultProps: { scrollAreaProps: { type: 'auto' } } }),
    // Mantine colours a red menu item ("Move to trash") with red 6 in both themes: 3.3:1 on the light
    // menu, 4.1:1 on the dark one and 2.8:1 on the dark red under the pointer. Within a menu item, red 6
    // is the red a subtle button's words take, which reads at 4.5:1 on all of them.
    Menu: Menu.extend({ styles: { item: { '--mantine-color-red-6': 'var(--cd-color-red-subtle-color)' } } }),
  },
});

/** Colours used with Mantine's light variant (alerts, badges): their text is the darkest shade, darkened further (orange and yellow 9 are still under 4.5:1 on their tint). */
const LIGHT_VARIANT_COLOURS = ['red', 'orange', 'yellow', 'green', 'blue', 'indigo', 'grape', 'pink', 'cyan', 'gray'];

/**
 * Mantine's dimmed grey on white is 3.3:1 (on its dark background 4.0:1), its light teal (active
 * navigation) 4.3:1 and its light orange or yellow alert titles lower still; these shades read at
 * AA contrast.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-primary-color-light': 'var(--mantine-color-teal-0)',
    '--mantine-primary-color-light-color': 'var(--mantine-color-teal-9)',
    '--mantine-color-teal-light': 'var(--mantine-color-teal-0)',
    '--mantine-color-teal-light-color': 'var(--mantine-color-teal-9)',
    ...Object.fromEntries(LIGHT_VARIANT_COLOURS.map((colour) => [`--mantine-color-${colour}-light-color`, `color-mix(in srgb, var(--mantine-color-${colour}-9) 70%, black)`])),
    '--cd-since-last-time-bg': 'var(--mantine-color-yellow-light)',
    ...subtleColours(theme, (colour) => `var(--mantine-color-${colour}-light-color)`),
  },
  dark: {
    '--mantine-color-dimmed': 'color-mix(in srgb, var(--mantine-color-dark-1), var(--mantine-color-dark-2))',
    // Mantine's dark yellow tint is a saturated brown, on which the red of an overdue date read at 3.8:1.
    '--cd-since-last-time-bg': 'color-mix(in srgb, var(--mantine-color-yellow-5) 12%, var(--mantine-color-body))',
    // Mantine tints a light variant with the colour's 9th shade, half dark: grey 9 is almost the page's own
    // colour, so a grey badge ("Completed", a paused goal, a cancelled session) was its text alone on a
    // near-black pill. Grey 6, half dark, stands out from the page as the other colours' tints do.
    '--mantine-color-gray-light': 'color-mix(in srgb, var(--mantine-color-gray-6) 50%, black)',
    '--mantine-color-gray-light-hover': 'color-mix(in srgb, var(--mantine-color-gray-6) 60%, black)',
    // Shade 3 reads at 4.5:1 on the page, on a panel or menu, and on the colour's own hover tint
    // (red 4 was 3.9:1 there); it is still plainly red, or teal.
    ...subtleColours(theme, (colour) => `var(--mantine-color-${colour}-3)`),
  },
});

/** The words and icon of a subtle button of each colour (variantColorResolver above): in the light theme, the light variant's own text colour. */
function subtleColours(theme: MantineTheme, shade: (colour: string) => string): Record<string, string> {
  const colours = Object.keys(theme.colors).filter((colour) => !NEUTRAL_COLOURS.includes(colour));
  return Object.fromEntries(colours.map((colour) => [`--cd-color-${colour}-subtle-color`, shade(colour)]));
}
