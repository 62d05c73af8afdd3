import type { BuiltInTemplate, TemplateSection } from '../../shared/contract';
import { messages } from '../../shared/i18n/messages';
import type { Language } from '../../shared/languages';

/**
 * The templates every practice has. Their headings are message keys: a note started from
 * one gets them in the language the coach works in at that moment, and from then on the
 * headings are the coach's text like everything else in the note.
 */
export const BUILT_IN_TEMPLATES: Record<BuiltInTemplate, { key: string; sections: { key: string; shareable: boolean }[] }> = {
  grow: {
    key: 'grow',
    sections: [
      { key: 'goal', shareable: true },
      { key: 'reality', shareable: false },
      { key: 'options', shareable: false },
      { key: 'will', shareable: true },
    ],
  },
  six_step: {
    key: 'sixStep',
    sections: [
      { key: 'observation', shareable: false },
      { key: 'awareness', shareable: false },
      { key: 'goalSetting', shareable: true },
      { key: 'sustainedPerformance', shareable: false },
      { key: 'measuringResults', shareable: true },
      { key: 'committedAction', shareable: true },
    ],
  },
  blank: { key: 'blank', sections: [{ key: 'notes', shareable: false }] },
};

interface TemplateMessages {
  notes: { builtIn: Record<string, { name: string; sections: Record<string, string> }> };
}

function text(language: Language, builtIn: BuiltInTemplate) {
  return (messages[language] as TemplateMessages).notes.builtIn[BUILT_IN_TEMPLATES[builtIn].key]!;
}

export function builtInName(builtIn: BuiltInTemplate, language: Language): string {
  return text(language, builtIn).name;
}

export function builtInSections(builtIn: BuiltInTemplate, language: Language): TemplateSection[] {
  const titles = text(language, builtIn).sections;
  return BUILT_IN_TEMPLATES[builtIn].sections.map(({ key, shareable }) => ({ title: titles[key]!, shareable }));
}
