/**
 * HTTP headers of the TIMS API. Plain data, shared by the browser app and the server.
 * Once signed in, every API call carries `Authorization: Bearer <portal token>` and the
 * username header; the server verifies the token and refuses a username that disagrees.
 */
export const USERNAME_HEADER = 'x-tims-username';
