// What every Settings → Developers route declares alike: approved organisations only (the commands ask for
// Team Management), the same tag in the OpenAPI document and the same error answers.
import { errorResponses } from '../error-responses.js';

export const errors = errorResponses(400, 401, 403, 404, 409, 503);
export const tags = ['developers'];
export const access = { access: 'approved' as const };
