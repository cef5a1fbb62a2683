/** The club's name as shown in the app (set VITE_PRODUCT_NAME to rebrand). */
export const PRODUCT_NAME: string = import.meta.env.VITE_PRODUCT_NAME ?? 'DriveCare Club';
