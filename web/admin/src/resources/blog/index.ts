import RssFeedIcon from '@mui/icons-material/RssFeed';
import { PostCreate, PostEdit } from '../content/PostForm';
import { PostList } from '../content/PostList';
import { PostShow } from '../content/PostShow';

/** Blog posts: the post shape shared with news (`/api/cms/admin/blog`). */
export default { list: PostList, show: PostShow, edit: PostEdit, create: PostCreate, icon: RssFeedIcon };
