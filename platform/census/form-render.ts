/** Counts a form shown to a visitor (SPEC §7 POST /api/census/form-render). */
import { post } from '../http/data-client.ts';
import { censusPageFields } from './page-fields.ts';

/** Where form renders are recorded (SPEC §7). */
export const FORM_RENDER_URL = '/api/census/form-render';

/**
 * Records that form `formId` was shown: POST /api/census/form-render with formId,
 * visitorCookie and the page fields (censusPageFields()). Never rejects and logs nothing:
 * tracking failures are swallowed (SPEC §7).
 */
export async function recordFormRender(formId: string): Promise<void> {
  try {
    await post(FORM_RENDER_URL, { data: { ...censusPageFields(), formId } });
  } catch {
    // SPEC §7: all tracking failures are swallowed.
  }
}
