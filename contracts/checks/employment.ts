// Source of income, as Polish lenders ask for it. The ids are stored with the lead and sent to lenders:
// never rename one; add new ones at the end and retire old ones by hiding them in the form.
import { err, ok, type Result } from '../result';

export const EMPLOYMENT_OPTIONS = [
  { id: 'employment_contract', label: 'Umowa o pracę' },
  { id: 'civil_contract', label: 'Umowa zlecenie lub o dzieło' },
  { id: 'self_employed', label: 'Własna działalność gospodarcza' },
  { id: 'pension', label: 'Emerytura lub renta' },
  { id: 'farmer', label: 'Gospodarstwo rolne' },
  { id: 'parental_leave', label: 'Urlop macierzyński lub wychowawczy' },
  { id: 'abroad', label: 'Praca za granicą' },
  { id: 'student', label: 'Student' },
  { id: 'unemployed', label: 'Bez stałego zatrudnienia' },
  { id: 'other', label: 'Inne źródło dochodu' },
] as const;

export type EmploymentId = (typeof EMPLOYMENT_OPTIONS)[number]['id'];

export const EMPLOYMENT_ERRORS = {
  empty: 'Wybierz źródło dochodu.',
  unknown: 'Wybierz źródło dochodu z listy.',
} as const;

const EMPLOYMENT_IDS: ReadonlySet<string> = new Set(EMPLOYMENT_OPTIONS.map((option) => option.id));

export const isEmploymentId = (value: unknown): value is EmploymentId => typeof value === 'string' && EMPLOYMENT_IDS.has(value);

/** Takes the option id (not the label). */
export function checkEmployment(input: unknown): Result<EmploymentId> {
  if (input === undefined || input === null || input === '') return err(EMPLOYMENT_ERRORS.empty);
  return isEmploymentId(input) ? ok(input) : err(EMPLOYMENT_ERRORS.unknown);
}
