import type { Client, ClientFields, ClientStatus } from '../../../shared/contract';
import type { Language } from '../../../shared/languages';
import { COACH_TIME_ZONE } from '../scheduling/wall-clock';

/** The form keeps text as typed; conversion to the contract's shape happens once, on save. */
export interface ClientFormState {
  fullName: string;
  preferredName: string;
  code: string;
  email: string;
  phone: string;
  timeZone: string;
  documentLanguage: Language;
  status: ClientStatus;
  tags: string[];
  startDate: string;
  referralSource: string;
  background: string;
  agreementStart: string;
  agreementEnd: string;
  sessionsIncluded: number | '';
  fee: number | '';
  currency: string;
  cancellationTerms: string;
  signedOn: string;
  icfConsent: boolean;
}

export function formStateOf(client: Client | undefined, language: Language): ClientFormState {
  const a = client?.agreement;
  return {
    fullName: client?.fullName ?? '',
    preferredName: client?.preferredName ?? '',
    code: client?.code ?? '',
    email: client?.email ?? '',
    phone: client?.phone ?? '',
    timeZone: client?.timeZone ?? COACH_TIME_ZONE,
    documentLanguage: client?.documentLanguage ?? language,
    status: client?.status ?? 'active',
    tags: client?.tags ?? [],
    startDate: client?.startDate ?? '',
    referralSource: client?.referralSource ?? '',
    background: client?.background ?? '',
    agreementStart: a?.start ?? '',
    agreementEnd: a?.end ?? '',
    sessionsIncluded: a?.sessionsIncluded ?? '',
    fee: a?.feeMinor != null ? a.feeMinor / 100 : '',
    currency: a?.currency ?? '',
    cancellationTerms: a?.cancellationTerms ?? '',
    signedOn: a?.signedOn ?? '',
    icfConsent: client?.icfConsent ?? false,
  };
}

/** The fields holding calendar dates ('YYYY-MM-DD', or '' when not given). */
export type DateKey = 'startDate' | 'agreementStart' | 'agreementEnd' | 'signedOn';

const orNull = (text: string) => (text.trim() ? text.trim() : null);

export function fieldsOf(state: ClientFormState): ClientFields {
  return {
    fullName: state.fullName,
    preferredName: orNull(state.preferredName),
    code: orNull(state.code),
    email: state.email.trim(),
    phone: orNull(state.phone),
    timeZone: state.timeZone,
    documentLanguage: state.documentLanguage,
    status: state.status,
    tags: state.tags,
    startDate: orNull(state.startDate),
    referralSource: orNull(state.referralSource),
    background: orNull(state.background),
    icfConsent: state.icfConsent,
    agreement: {
      start: orNull(state.agreementStart),
      end: orNull(state.agreementEnd),
      sessionsIncluded: state.sessionsIncluded === '' ? null : state.sessionsIncluded,
      feeMinor: state.fee === '' ? null : Math.round(state.fee * 100),
      currency: orNull(state.currency.toUpperCase()),
      cancellationTerms: orNull(state.cancellationTerms),
      signedOn: orNull(state.signedOn),
    },
  };
}
