/**
 * A field's hint under its box instead of over it (Mantine's `inputWrapperOrder`), for a field
 * that stands beside another without one: their boxes then line up under their labels.
 */
export const HINT_BELOW: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];
