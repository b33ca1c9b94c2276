export default function SchemasPage() {
  return <h1>Schemas</h1>;
}
