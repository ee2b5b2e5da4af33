import { ApiError } from '../../../shell/http';

/** HTTP 409: someone saved the settings since they were read (the HTTP client has shown its message). */
export const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;
