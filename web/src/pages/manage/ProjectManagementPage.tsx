export default function ProjectManagementPage() {
  return <h1>Project Management</h1>;
}
