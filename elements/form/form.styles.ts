import { css } from 'lit';

/** Shadow styles of `<sq-form>` beyond the shared ones: the fields stack in one column. */
export const formStyles = css`
  form.form {
    max-inline-size: var(--sq-form-max-width, none);
  }
`;
