import type { ColumnMapping, ImportField } from '../../../shared/contract';

/**
 * Column headers coaches' spreadsheets and other tools use for each field, in our four
 * languages, compared after folding case, spaces and punctuation away.
 */
const HEADERS: Record<ImportField, string[]> = {
  name: ['name', 'full name', 'client', 'client name', 'first and last name', 'име', 'имена', 'име и фамилия', 'клиент', 'نام', 'نام و نام خانوادگی', 'نام کامل', 'مراجع', 'nama', 'nama penuh', 'klien', 'nama klien'],
  preferredName: ['preferred name', 'nickname', 'known as', 'предпочитано име', 'обръщение', 'نام مورد ترجیح', 'نام مستعار', 'nama panggilan', 'nama pilihan'],
  email: ['email', 'e-mail', 'email address', 'mail', 'имейл', 'ел поща', 'електронна поща', 'ایمیل', 'پست الکترونیک', 'رایانامه', 'emel', 'alamat emel'],
  phone: ['phone', 'telephone', 'mobile', 'phone number', 'телефон', 'мобилен', 'تلفن', 'شماره تماس', 'موبایل', 'تلفن همراه', 'telefon', 'no telefon', 'nombor telefon'],
  code: ['code', 'client code', 'id', 'код', 'کد', 'کد مراجع', 'kod', 'kod klien'],
  status: ['status', 'статус', 'състояние', 'وضعیت', 'status klien'],
  language: ['language', 'document language', 'език', 'език на документите', 'زبان', 'زبان اسناد', 'bahasa', 'bahasa dokumen'],
  timeZone: ['time zone', 'timezone', 'zone', 'часова зона', 'منطقه زمانی', 'zon waktu'],
  tags: ['tags', 'tag', 'labels', 'groups', 'етикети', 'тагове', 'برچسب', 'برچسب‌ها', 'برچسبها', 'tag', 'label'],
  startDate: ['start date', 'started', 'client since', 'начална дата', 'начало', 'تاریخ شروع', 'tarikh mula'],
  referralSource: ['referral', 'referral source', 'referred by', 'source', 'препоръка', 'източник', 'معرف', 'منبع آشنایی', 'rujukan', 'sumber rujukan'],
  background: ['background', 'notes', 'about', 'бележки', 'предистория', 'پیشینه', 'یادداشت', 'latar belakang', 'catatan'],
  icfConsent: ['icf consent', 'icf', 'may be listed', 'съгласие icf', 'رضایت icf', 'persetujuan icf'],
};

/** Lower case, without spaces, punctuation or the Persian half-space, Arabic letter forms as Persian. */
export function foldHeader(text: string): string {
  return text.normalize('NFKC').toLocaleLowerCase('und').replace(/ي/g, 'ی').replace(/ك/g, 'ک').replace(/[\s\u200c\p{P}]/gu, '');
}

/** Our field for each header we recognise; the coach corrects or completes it in the wizard. */
export function guessMapping(headers: readonly string[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  const folded = headers.map(foldHeader);
  for (const [field, names] of Object.entries(HEADERS) as [ImportField, string[]][]) {
    // The names in the order given: "code" before "id", so a file with both (Coachdesk's own
    // clients.csv) takes its codes from "code", not from the row numbers.
    for (const name of names.map(foldHeader)) {
      const index = folded.findIndex((header, i) => header === name && !Object.values(mapping).includes(headers[i]!));
      if (index < 0) continue;
      mapping[field] = headers[index]!;
      break;
    }
  }
  return mapping;
}
