import type { Language } from '../../../../shared/languages';

/**
 * What a coach would have typed, in each language: names, goals, milestones and session
 * topics. The Persian entries mix in Latin names and numbers and use ZWNJ, as real notes do.
 */
export interface SamplePeople {
  practice: string;
  coach: string;
  client: string;
  goals: { title: string; milestones: string[] }[];
  topics: string[];
}

export const SAMPLE_PEOPLE: Record<Language, SamplePeople> = {
  en: {
    practice: 'Clear Path Coaching',
    coach: 'Emma Walsh',
    client: 'Daniel Okafor',
    goals: [
      { title: 'Confidence when presenting in meetings (1–10)', milestones: ['Presented the quarterly figures to the leadership team', 'Asked for feedback from two colleagues after each talk'] },
      { title: 'Daily walk of 8,000 steps', milestones: ['Walked to work three days a week in March', 'Kept a step diary for eight weeks in a row'] },
      { title: 'Ready for the team lead role (%)', milestones: ['Finished the "Leading people" course at Acme Academy', 'Ran the weekly stand-up for a month'] },
    ],
    topics: ['Goals and priorities for the quarter', 'Managing time and energy', 'A difficult conversation with a colleague', 'Feedback and delegation', 'Reviewing progress and celebrating wins', 'Balancing work and family life'],
  },
  bg: {
    practice: 'Коучинг студио „Посока“',
    coach: 'Мария Петрова',
    client: 'Георги Иванов',
    goals: [
      { title: 'Увереност при презентации пред екипа (1–10)', milestones: ['Представи тримесечните резултати пред ръководството', 'Поиска обратна връзка от двама колеги след всяко представяне'] },
      { title: 'Ежедневна разходка от 8000 крачки', milestones: ['Ходи пеша до работа три дни седмично през март', 'Води дневник на крачките осем поредни седмици'] },
      { title: 'Готовност за ролята на ръководител на екип (%)', milestones: ['Завърши курса „Лидерство в екипа“ в Acme Academy', 'Води седмичните срещи на екипа цял месец'] },
    ],
    topics: ['Цели и приоритети за тримесечието', 'Управление на времето и енергията', 'Труден разговор с колега', 'Обратна връзка и делегиране', 'Преглед на напредъка и отбелязване на успехите', 'Баланс между работа и семейство'],
  },
  fa: {
    practice: 'کوچینگ مسیر روشن',
    coach: 'مریم رضایی',
    client: 'سارا احمدی',
    goals: [
      { title: 'رسیدن به نمرهٔ ۷ در آزمون IELTS Academic', milestones: ['ثبت‌نام در دورهٔ آمادگی British Council', 'نخستین آزمون آزمایشی با نمرهٔ ۶ (بخش Writing)'] },
      { title: 'پیاده‌روی روزانه: ۸۰۰۰ قدم', milestones: ['سه روز در هفته پیاده به محل کار می‌رود', 'هشت هفتهٔ پیاپی دفترچهٔ قدم‌ها را نوشت'] },
      { title: 'آمادگی برای نقش سرپرست تیم (درصد)', milestones: ['دورهٔ «رهبری تیم» را در Acme Academy به پایان رساند', 'یک ماه جلسه‌های هفتگی تیم را اداره کرد'] },
    ],
    topics: ['بررسی هدف‌ها و اولویت‌های سه‌ماهه', 'مدیریت زمان و انرژی', 'گفت‌وگوی دشوار با همکار', 'بازخورد و واگذاری کارها', 'مرور پیشرفت و جشن موفقیت‌ها', 'تعادل میان کار و خانواده'],
  },
  ms: {
    practice: 'Bimbingan Arah Jelas',
    coach: 'Nurul Aina',
    client: 'Ahmad Faizal',
    goals: [
      { title: 'Keyakinan semasa membentang di mesyuarat (1–10)', milestones: ['Membentangkan angka suku tahunan kepada pihak pengurusan', 'Meminta maklum balas daripada dua rakan sekerja selepas setiap pembentangan'] },
      { title: 'Berjalan kaki 8,000 langkah sehari', milestones: ['Berjalan kaki ke tempat kerja tiga hari seminggu pada bulan Mac', 'Menyimpan diari langkah selama lapan minggu berturut-turut'] },
      { title: 'Kesediaan untuk peranan ketua pasukan (%)', milestones: ['Menamatkan kursus "Memimpin pasukan" di Acme Academy', 'Mengendalikan mesyuarat mingguan pasukan selama sebulan'] },
    ],
    topics: ['Matlamat dan keutamaan suku tahun', 'Mengurus masa dan tenaga', 'Perbualan sukar dengan rakan sekerja', 'Maklum balas dan perwakilan tugas', 'Menyemak kemajuan dan meraikan kejayaan', 'Keseimbangan kerja dan keluarga'],
  },
};
