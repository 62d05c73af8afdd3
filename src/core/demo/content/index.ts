import type { Language } from '../../../shared/languages';
import { bg } from './bg';
import { en } from './en';
import { fa } from './fa';
import { ms } from './ms';
import type { DemoContent } from './types';

export const DEMO_CONTENT: Record<Language, DemoContent> = { en, bg, fa, ms };
