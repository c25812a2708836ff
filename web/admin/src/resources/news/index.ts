import NewspaperIcon from '@mui/icons-material/Newspaper';
import { PostCreate, PostEdit } from '../content/PostForm';
import { PostList } from '../content/PostList';
import { PostShow } from '../content/PostShow';

/** News articles: the post shape shared with the blog (`/api/cms/admin/news`). */
export default { list: PostList, show: PostShow, edit: PostEdit, create: PostCreate, icon: NewspaperIcon };
