/** An e-mail address that wraps before the @ on a narrow screen instead of in the middle of a word. */
export function EmailText({ value }: { value: string }) {
  const at = value.indexOf('@');
  if (at <= 0) return <>{value}</>;
  return (
    <>
      {value.slice(0, at)}
      <wbr />
      {value.slice(at)}
    </>
  );
}
