/** Path parameters a screen may take. */
export interface RouteParams {
  supplierId?: string;
  token?: string;
  reference?: string;
}

/** What a screen component is given by its route (the parameters of its path). */
export interface ScreenProps {
  params: RouteParams;
}
