/** The path the app is served under (spec §1, §9). Routes, assets and the API sit below it. */
export const BASE_PATH = '/tims';
