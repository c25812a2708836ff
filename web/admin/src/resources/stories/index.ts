import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import { StoryList } from './StoryList';
import { StoryShow } from './StoryShow';

/** Married couples' success stories to publish or return: moderators and admins. */
export default { list: StoryList, show: StoryShow, icon: AutoStoriesIcon, recordRepresentation: 'title' };
